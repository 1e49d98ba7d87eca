import { SectionHeading } from '@/components/ui/section-heading';
import { defineBlock } from '../define';
import * as priceList from './schema';

export const priceListBlock = defineBlock(priceList, ({ props }) => (
  <section className="block price-list">
    <div className="container container-narrow">
      <SectionHeading title={props.title} lead={props.lead} />
      {props.groups.map((g) => (
        <table key={g.name} className="price-table">
          <caption>{g.name}</caption>
          <tbody>
            {g.rows.map((r) => (
              <tr key={r.name}>
                <th scope="row">
                  {r.name}
                  {r.note ? <span className="price-note">{r.note}</span> : null}
                </th>
                <td>{r.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {props.note ? <p className="block-note">{props.note}</p> : null}
    </div>
  </section>
));

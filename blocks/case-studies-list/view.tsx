import { CaseStudyCard } from '@/components/ui/cards';
import { defineBlock } from '../define';
import { listBlockView } from '@/components/ui/list-section';
import * as list from './schema';

export const caseStudiesListBlock = defineBlock(list, listBlockView('case-studies-list', CaseStudyCard));

import { CaseStudyCard } from '@/components/ui/cards';
import { defineBlock } from '../define';
import { listBlockView } from '../list-view';
import * as list from './schema';

export const caseStudiesListBlock = defineBlock(list, listBlockView('case-studies-list', CaseStudyCard));

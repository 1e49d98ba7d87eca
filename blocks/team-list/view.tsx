import { DoctorCard } from '@/components/ui/cards';
import { defineBlock } from '../define';
import { listBlockView } from '@/components/ui/list-section';
import * as list from './schema';

export const teamListBlock = defineBlock(list, listBlockView('team-list', DoctorCard, 'card-grid card-grid-4'));

import { ServiceCard } from '@/components/ui/cards';
import { defineBlock } from '../define';
import { listBlockView } from '@/components/ui/list-section';
import * as list from './schema';

export const servicesListBlock = defineBlock(list, listBlockView('services-list', ServiceCard));

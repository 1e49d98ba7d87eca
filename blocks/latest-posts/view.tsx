import { PostCard } from '@/components/ui/cards';
import { defineBlock } from '../define';
import { listBlockView } from '@/components/ui/list-section';
import * as list from './schema';

export const latestPostsBlock = defineBlock(list, listBlockView('latest-posts', PostCard));

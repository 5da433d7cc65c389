import type { Option, TimeOfDay } from '../../schemas/option.ts';
import { opt } from './make-option.ts';

/** Environments (30). */
export const ENVIRONMENTS: readonly Option[] = [
  opt('city street', 'City street', '城市街道'),
  opt('rooftop', 'Rooftop', '天台'),
  opt('neon-lit alley', 'Neon-lit alley', '霓虹小巷'),
  opt('subway station', 'Subway station', '地铁站'),
  opt('cafe', 'Café', '咖啡馆'),
  opt('kitchen', 'Kitchen', '厨房'),
  opt('living room', 'Living room', '客厅'),
  opt('office', 'Office', '办公室'),
  opt('photo studio', 'Photo studio', '摄影棚'),
  opt('warehouse', 'Warehouse', '仓库'),
  opt('forest', 'Forest', '森林'),
  opt('mountain range', 'Mountain range', '群山'),
  opt('desert', 'Desert', '沙漠'),
  opt('beach', 'Beach', '海滩'),
  opt('open ocean', 'Open ocean', '海面'),
  opt('lakeside', 'Lakeside', '湖畔'),
  opt('waterfall', 'Waterfall', '瀑布'),
  opt('snowfield', 'Snowfield', '雪原'),
  opt('countryside farmland', 'Countryside', '田园乡村'),
  opt('rainforest', 'Rainforest', '热带雨林'),
  opt('cave', 'Cave', '洞穴'),
  opt('underwater', 'Underwater', '水下'),
  opt('space station', 'Space station', '空间站'),
  opt('outer space', 'Outer space', '外太空'),
  opt('futuristic city', 'Futuristic city', '未来都市'),
  opt('medieval castle', 'Medieval castle', '中世纪城堡'),
  opt('ancient temple', 'Ancient temple', '古寺'),
  opt('night market', 'Night market', '夜市'),
  opt('concert stage', 'Concert stage', '演出舞台'),
  opt('classroom', 'Classroom', '教室'),
];

/** Times of day (6), in the order of a day. */
export const TIME_OF_DAY_OPTIONS: readonly (Option & { value: TimeOfDay })[] = [
  { value: 'dawn', label: { en: 'Dawn', zh: '黎明' } },
  { value: 'morning', label: { en: 'Morning', zh: '清晨' } },
  { value: 'day', label: { en: 'Day', zh: '白天' } },
  { value: 'afternoon', label: { en: 'Afternoon', zh: '午后' } },
  { value: 'dusk', label: { en: 'Dusk', zh: '黄昏' } },
  { value: 'night', label: { en: 'Night', zh: '夜晚' } },
];

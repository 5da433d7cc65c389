import type { Category } from '../schemas/category.ts';
import type { CategoryId } from '../schemas/template.ts';

/**
 * The ten template categories in display order (spec 3); the first six are featured. Icons are
 * lucide icon names so the web layer can map them without this module importing React.
 */
export const CATEGORIES: readonly Category[] = [
  {
    id: 'cinematic',
    name: { en: 'Cinematic', zh: '电影感' },
    description: {
      en: 'Film-grade scenes with deliberate camera work, lighting and mood.',
      zh: '电影级画面：讲究的运镜、布光与氛围。',
    },
    icon: 'clapperboard',
    color: '#7c3aed',
    order: 1,
    featured: true,
  },
  {
    id: 'product-ads',
    name: { en: 'Product Ads', zh: '产品广告' },
    description: {
      en: 'Clean, persuasive product shots for ads and online shops.',
      zh: '干净利落、有说服力的产品镜头，适合广告和电商。',
    },
    icon: 'shopping-bag',
    color: '#2563eb',
    order: 2,
    featured: true,
  },
  {
    id: 'unboxing',
    name: { en: 'Unboxing', zh: '开箱' },
    description: {
      en: 'Tactile reveals: hands, packaging and the first look at a product.',
      zh: '有触感的揭晓时刻：双手、包装与产品的第一眼。',
    },
    icon: 'package-open',
    color: '#d97706',
    order: 3,
    featured: true,
  },
  {
    id: 'education',
    name: { en: 'Education', zh: '教育科普' },
    description: {
      en: 'Clear explainers that show an idea step by step.',
      zh: '把一个概念一步步讲清楚的讲解视频。',
    },
    icon: 'graduation-cap',
    color: '#059669',
    order: 4,
    featured: true,
  },
  {
    id: 'travel',
    name: { en: 'Travel', zh: '旅行' },
    description: {
      en: 'Places, landscapes and journeys with a sense of arrival.',
      zh: '地点、风景与旅途，带着抵达的感觉。',
    },
    icon: 'plane',
    color: '#0891b2',
    order: 5,
    featured: true,
  },
  {
    id: 'animation',
    name: { en: 'Animation', zh: '动画' },
    description: {
      en: 'Stylised characters and worlds, from 3D to hand-drawn.',
      zh: '风格化的角色与世界，从 3D 到手绘。',
    },
    icon: 'sparkles',
    color: '#db2777',
    order: 6,
    featured: true,
  },
  {
    id: 'music-video',
    name: { en: 'Music Video', zh: '音乐 MV' },
    description: {
      en: 'Performance and mood pieces cut to a beat.',
      zh: '踩着节拍的表演与氛围片段。',
    },
    icon: 'music',
    color: '#e11d48',
    order: 7,
    featured: false,
  },
  {
    id: 'loop',
    name: { en: 'Loops', zh: '循环视频' },
    description: {
      en: 'Seamless clips whose last frame flows back into the first.',
      zh: '首尾无缝衔接、可以无限循环的短片。',
    },
    icon: 'repeat',
    color: '#4f46e5',
    order: 8,
    featured: false,
  },
  {
    id: 'experimental',
    name: { en: 'Experimental', zh: '实验影像' },
    description: {
      en: 'Abstract, surreal and rule-breaking visual ideas.',
      zh: '抽象、超现实、打破常规的视觉实验。',
    },
    icon: 'flask-conical',
    color: '#65a30d',
    order: 9,
    featured: false,
  },
  {
    id: 'social-media',
    name: { en: 'Social Media', zh: '社交媒体' },
    description: {
      en: 'Vertical, scroll-stopping clips for short-video feeds.',
      zh: '适合短视频平台、让人停下滑动的竖屏短片。',
    },
    icon: 'smartphone',
    color: '#ea580c',
    order: 10,
    featured: false,
  },
];

/** The category with this id; every CategoryId has one. */
export function categoryById(id: CategoryId): Category {
  const found = CATEGORIES.find((category) => category.id === id);
  // CATEGORIES covers every CategoryId (pinned by a test), so this cannot happen at runtime.
  if (!found) throw new Error(`Unknown category ${id}`);
  return found;
}

/** The featured categories, in display order. */
export const FEATURED_CATEGORIES: readonly Category[] = CATEGORIES.filter((c) => c.featured);

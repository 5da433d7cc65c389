import type { Pair } from './pair.ts';

/**
 * Settings the engine recognises in an input, each with one concrete detail that makes the
 * place specific (the guide's "a few distinctive details").
 */
export const SETTINGS: readonly { en: string; zh: string; detail: Pair }[] = [
  {
    en: 'forest|wood|pine|tree',
    zh: '森林|树林|林间|松林',
    detail: ['tall trunks receding into soft mist', '高大的树干层层隐入柔和的雾气'],
  },
  {
    en: 'snow|winter|frost|ice',
    zh: '雪|冬|霜|冰',
    detail: ['fresh powder snow holding a single line of tracks', '松软的新雪上留着一行清晰的足迹'],
  },
  {
    en: 'ocean|sea|beach|wave|coast|shore',
    zh: '海|沙滩|浪|海边',
    detail: ['waves rolling in with lace-white foam', '海浪涌来，泛起蕾丝般的白沫'],
  },
  {
    en: 'city|street|alley|downtown|rooftop|urban',
    zh: '城市|街|巷|都市|天台',
    detail: [
      'wet asphalt reflecting shop signs and passing lights',
      '湿漉漉的路面映着招牌和往来的灯光',
    ],
  },
  {
    en: 'desert|dune|sand',
    zh: '沙漠|沙丘',
    detail: [
      'wind-rippled dunes with fine sand lifting off the crests',
      '风吹出波纹的沙丘，细沙从沙脊上扬起',
    ],
  },
  {
    en: 'mountain|peak|cliff|valley|ridge',
    zh: '山|峰|悬崖|山谷',
    detail: ['layered ridgelines fading into blue haze', '层层山脊渐渐隐入蓝色薄雾'],
  },
  {
    en: 'cafe|café|coffee shop|kitchen|counter|bar',
    zh: '咖啡店|咖啡馆|厨房|吧台|餐厅',
    detail: [
      'a worn wooden counter and mismatched ceramic cups',
      '磨旧的木质吧台和几只不成套的陶瓷杯',
    ],
  },
  {
    en: 'studio|tabletop|backdrop',
    zh: '摄影棚|棚拍|台面',
    detail: ['a seamless backdrop and a glossy reflective tabletop', '无缝背景纸与光亮反光的台面'],
  },
  {
    en: 'rain|storm',
    zh: '雨',
    detail: ['fine rain streaking through the light', '细雨在光线中划出一道道亮丝'],
  },
  {
    en: 'space|planet|star|galaxy|spaceship',
    zh: '太空|星空|宇宙|星球',
    detail: [
      'a field of sharp stars above a curved planet horizon',
      '清晰的满天繁星下是弧形的星球地平线',
    ],
  },
];

/**
 * An FPV drone weaving through a place ("无人机穿梭在高楼之间", "FPV drone dives through the
 * canyon") is a fast flight, not a slow aerial glide: the beats dive in, thread the gaps, skim
 * past and burst out above, the way the Camera line already says it flies.
 */
import type { Plan } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { FPV } from './vocabulary/fit.ts';

/** Built up: towers, streets, a city. */
const BUILT =
  /\b(?:buildings?|towers?|skyscrapers?|city|streets?|downtown|skyline)\b|楼|城|街|大厦/i;

/** The flight's beats for `name` (the place, as named), or undefined when it is no FPV flight. */
export function fpvFlight(plan: Plan, name: string, lang: Language): string[] | undefined {
  if (!FPV.test(plan.core)) return undefined;
  const built = BUILT.test(plan.core);
  if (lang === 'zh') {
    return [
      `开场：镜头从高处猛地俯冲而下，${name}扑面而来`,
      built
        ? '镜头贴着楼宇飞快穿过缝隙，两侧的灯光和招牌飞速掠过'
        : '镜头贴着地形高速穿行，两侧的景物飞速掠过',
      built
        ? '镜头擦着屋顶和轨道掠过，楼群在画面里急速后退'
        : '镜头擦着地面掠过，前方的景物急速逼近',
      `镜头猛地拉升，冲出${built ? '楼群' : '低空'}，${name}在脚下铺开`,
    ];
  }
  return [
    `the view dives in from high above, ${name} rushing up to meet it`,
    built
      ? 'the view threads the gap between two towers, lights and signs streaking past on both sides'
      : 'the view races low along the ground, everything on either side streaking past',
    built
      ? 'the view skims the rooftops, buildings whipping back out of frame'
      : 'the view skims the surface, what lies ahead rushing closer',
    `the view pulls up and bursts clear, ${name} spread out below`,
  ];
}

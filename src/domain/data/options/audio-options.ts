import type { Option } from '../../schemas/option.ts';
import type { AudioType } from '../../schemas/template.ts';
import { opt } from './make-option.ts';

/** Audio types (6), values as the spec names them. */
export const AUDIO_TYPE_OPTIONS: readonly (Option & { value: AudioType })[] = [
  { value: 'music', label: { en: 'Music', zh: '音乐' } },
  { value: 'foley', label: { en: 'Foley (sound effects)', zh: '拟音音效' } },
  { value: 'voice', label: { en: 'Voice', zh: '人声' } },
  { value: 'music+foley', label: { en: 'Music + foley', zh: '音乐 + 音效' } },
  { value: 'music+voice', label: { en: 'Music + voice', zh: '音乐 + 人声' } },
  { value: 'music+foley+voice', label: { en: 'Music + foley + voice', zh: '音乐 + 音效 + 人声' } },
];

/** Voice genders. */
export const VOICE_GENDER_OPTIONS: readonly Option[] = [
  opt('male', 'Male', '男声'),
  opt('female', 'Female', '女声'),
  opt('neutral', 'Neutral', '中性'),
];

/** Voice accents (16). */
export const VOICE_ACCENTS: readonly Option[] = [
  opt('American', 'American', '美式'),
  opt('British', 'British', '英式'),
  opt('Australian', 'Australian', '澳洲'),
  opt('Canadian', 'Canadian', '加拿大'),
  opt('Irish', 'Irish', '爱尔兰'),
  opt('Scottish', 'Scottish', '苏格兰'),
  opt('Indian', 'Indian', '印度'),
  opt('South African', 'South African', '南非'),
  opt('Mandarin', 'Mandarin', '普通话'),
  opt('Cantonese', 'Cantonese', '粤语'),
  opt('Taiwanese Mandarin', 'Taiwanese Mandarin', '台湾腔普通话'),
  opt('Japanese', 'Japanese', '日本'),
  opt('Korean', 'Korean', '韩国'),
  opt('French', 'French', '法国'),
  opt('Spanish', 'Spanish', '西班牙'),
  opt('German', 'German', '德国'),
];

/** Voice tones (14). */
export const VOICE_TONES: readonly Option[] = [
  opt('warm', 'Warm', '温暖'),
  opt('calm', 'Calm', '平静'),
  opt('energetic', 'Energetic', '活力'),
  opt('authoritative', 'Authoritative', '权威'),
  opt('friendly', 'Friendly', '亲切'),
  opt('playful', 'Playful', '俏皮'),
  opt('dramatic', 'Dramatic', '戏剧化'),
  opt('whispering', 'Whispering', '低语'),
  opt('confident', 'Confident', '自信'),
  opt('soothing', 'Soothing', '舒缓'),
  opt('excited', 'Excited', '兴奋'),
  opt('serious', 'Serious', '严肃'),
  opt('mysterious', 'Mysterious', '神秘'),
  opt('nostalgic', 'Nostalgic', '怀旧'),
];

/** Music styles (18). */
export const MUSIC_STYLES: readonly Option[] = [
  opt('orchestral', 'Orchestral', '管弦乐'),
  opt('cinematic score', 'Cinematic score', '电影配乐'),
  opt('ambient', 'Ambient', '氛围音乐'),
  opt('electronic', 'Electronic', '电子'),
  opt('lo-fi hip hop', 'Lo-fi hip hop', '低保真嘻哈'),
  opt('pop', 'Pop', '流行'),
  opt('rock', 'Rock', '摇滚'),
  opt('jazz', 'Jazz', '爵士'),
  opt('solo piano', 'Solo piano', '钢琴独奏'),
  opt('acoustic guitar', 'Acoustic guitar', '木吉他'),
  opt('synthwave', 'Synthwave', '合成器浪潮'),
  opt('hip hop', 'Hip hop', '嘻哈'),
  opt('EDM', 'EDM', '电子舞曲'),
  opt('folk', 'Folk', '民谣'),
  opt('R&B', 'R&B', '节奏布鲁斯'),
  opt('traditional Chinese', 'Traditional Chinese', '中国风'),
  opt('epic trailer', 'Epic trailer', '史诗预告片'),
  opt('upbeat corporate', 'Upbeat corporate', '轻快商务'),
];

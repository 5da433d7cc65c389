/**
 * Everything the prerendered first view does not show, in one chunk loaded right after
 * hydration (use-lazy-parts.ts): steps 2 to 7, the preview's prompt with copy and export, the
 * success panel. The first load carries only the first step, the step chips and the preview's
 * hint, which keeps the page inside its JavaScript budget.
 */
export { AudioStep } from './steps/audio-step.tsx';
export { CameraStep } from './steps/camera-step.tsx';
export { MotionStep } from './steps/motion-step.tsx';
export { SafetyStep } from './steps/safety-step.tsx';
export { SceneStep } from './steps/scene-step.tsx';
export { VisualStep } from './steps/visual-step.tsx';
export { PreviewPrompt, TokensBadge } from './preview-prompt.tsx';
export { SuccessPanel } from './success-panel.tsx';

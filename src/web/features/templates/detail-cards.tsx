import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Language, Template } from '../../../domain/schemas/template.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Section } from './detail-section.tsx';
import type { TemplateDetailData } from './template-detail-loader.ts';

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-1.5">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Field({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function AudioSection({
  audio,
  labels,
  language,
}: {
  audio: NonNullable<Template['audio']>;
  labels: TemplateDetailData['labels'];
  language: Language;
}) {
  const { t } = useTranslation('templates');
  return (
    <Section id="section-audio" title={t('detail.sections.audio')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={t('detail.sections.audioType')}>{labels.audioType ?? audio.type}</Field>
        {audio.musicStyle && (
          <Field label={t('detail.sections.musicStyle')}>{audio.musicStyle[language]}</Field>
        )}
        {audio.voice && (
          <Field className="sm:col-span-2" label={t('detail.sections.voice')}>
            {t('detail.sections.voiceValue', {
              gender: labels.voiceGender ?? audio.voice.gender,
              accent: audio.voice.accent[language],
              tone: audio.voice.tone[language],
            })}
          </Field>
        )}
        {audio.lines && audio.lines.length > 0 && (
          <Field className="sm:col-span-2" label={t('detail.sections.lines')}>
            <ul className="space-y-2">
              {audio.lines.map((line) => (
                <li
                  key={line.en}
                  className="rounded-lg border-l-2 border-brand-400 bg-brand-50/60 px-3 py-2"
                >
                  <span className={language === 'en' ? 'italic' : undefined}>{line[language]}</span>
                  {/* On Chinese pages the line as the English prompt speaks it, beneath. */}
                  {language === 'zh' && (
                    <span lang="en" className="mt-1 block text-xs text-ink-500 italic">
                      {line.en}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </Field>
        )}
        {audio.sync && (
          <Field className="sm:col-span-2" label={t('detail.sections.sync')}>
            {audio.sync[language]}
          </Field>
        )}
      </dl>
    </Section>
  );
}

/** The detail page's cards after the prompt, in the spec's order (two balanced columns). */
export function DetailCards({ detail }: { detail: TemplateDetailData }) {
  const { t, language } = useTranslation('templates');
  const { template, labels } = detail;
  const physics = template.physicsConstraints[language];
  // Columns, not a grid: each card keeps its own height and the two columns balance.
  return (
    <div className="gap-5 md:columns-2">
      <Section id="section-scene" title={t('detail.sections.scene')}>
        <dl className="space-y-3">
          <Field label={t('detail.sections.sceneLabel')}>{template.scene[language]}</Field>
          <Field label={t('detail.sections.subjectLabel')}>{template.subject[language]}</Field>
        </dl>
      </Section>
      <Section id="section-camera" title={t('detail.sections.camera')}>
        <Bullets items={template.camera[language]} />
      </Section>
      <Section id="section-visual" title={t('detail.sections.visual')}>
        <Bullets items={template.visualStyle[language]} />
      </Section>
      <Section id="section-motion" title={t('detail.sections.motion')}>
        <dl className="space-y-3">
          <Field label={t('detail.sections.motionLabel')}>
            <Bullets items={template.motion[language]} />
          </Field>
          {physics.length > 0 && (
            <Field label={t('detail.sections.physicsLabel')}>
              <Bullets items={physics} />
            </Field>
          )}
        </dl>
      </Section>
      {template.audio && (
        <AudioSection audio={template.audio} labels={labels} language={language} />
      )}
      <Section id="section-safety" title={t('detail.sections.safety')}>
        <ul className="space-y-1.5">
          {template.safety[language].map((note) => (
            <li key={note} className="flex gap-2">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              <span>{note}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="section-tags" title={t('detail.sections.tags')}>
        <ul className="flex flex-wrap gap-1.5">
          {template.tags[language].map((tag) => (
            <li
              key={tag}
              className="rounded-md bg-ink-50 px-2 py-0.5 text-xs text-ink-700 ring-1 ring-ink-200"
            >
              #{tag}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

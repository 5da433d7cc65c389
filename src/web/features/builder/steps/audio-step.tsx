import { Info } from 'lucide-react';
import { DIALOGUE_LINE_MAX, FIELD_MAX } from '../../../../domain/limits.ts';
import type { BuilderAudio } from '../../../../domain/schemas/builder-form.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { ChoiceGroup } from '../fields/choice-group.tsx';
import { EntryListField } from '../fields/entry-list-field.tsx';
import { SelectField, TextField } from '../fields/select-field.tsx';
import { fieldId, type StepProps } from './step-props.ts';

export function AudioStep({ form, options, errors, update, updateAudio }: StepProps) {
  const { t } = useTranslation('builder');
  const { audio, hasAudio } = form;
  const withMusic = audio.type.includes('music');
  const withVoice = audio.type.includes('voice');

  return (
    <>
      <label className="relative grid cursor-pointer grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-0.5 rounded-xl border border-ink-200 bg-ink-50/60 p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
        <span className="text-sm font-semibold text-ink-900">{t('fields.hasAudio.label')}</span>
        <input
          id={fieldId('hasAudio')}
          type="checkbox"
          role="switch"
          checked={hasAudio}
          aria-describedby={`${fieldId('hasAudio')}-hint`}
          onChange={(event) => update('hasAudio', event.currentTarget.checked)}
          className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none relative col-start-2 row-span-2 row-start-1 mt-0.5 inline-flex h-6 w-11 rounded-full bg-ink-300 transition-colors peer-checked:bg-brand-600 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 motion-reduce:after:transition-none"
        />
        <span id={`${fieldId('hasAudio')}-hint`} className="text-sm text-ink-600">
          {t('fields.hasAudio.description')}
        </span>
      </label>

      {!hasAudio && (
        <p
          data-testid="audio-off-hint"
          className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('fields.audioOffHint')}
        </p>
      )}

      <fieldset disabled={!hasAudio} className="flex min-w-0 flex-col gap-6 disabled:opacity-60">
        <legend className="sr-only">{t('steps.audio.title')}</legend>
        <ChoiceGroup
          id={fieldId('audio.type')}
          legend={t('fields.audioType.label')}
          options={options.audioTypes}
          value={audio.type}
          onChange={(v) => updateAudio('type', v as BuilderAudio['type'])}
          error={hasAudio ? errors['audio.type'] : undefined}
          required={hasAudio}
          compact
        />
        {withMusic && (
          <SelectField
            id={fieldId('audio.musicStyle')}
            label={t('fields.musicStyle.label')}
            optionalText={t('fields.optional')}
            placeholder={t('fields.choose')}
            options={options.musicStyles}
            value={audio.musicStyle}
            onChange={(v) => updateAudio('musicStyle', v)}
            error={errors['audio.musicStyle']}
          />
        )}
        {withVoice && (
          <fieldset
            data-testid="voice-settings"
            className="flex min-w-0 flex-col gap-5 rounded-xl border border-ink-200 p-4"
          >
            <legend className="px-1 text-sm font-semibold text-ink-900">
              {t('fields.voice.legend')}
            </legend>
            <ChoiceGroup
              id={fieldId('audio.voice.gender')}
              legend={t('fields.voiceGender.label')}
              optionalText={t('fields.optional')}
              options={options.voiceGenders}
              value={audio.voice.gender}
              onChange={(v) =>
                updateAudio('voice', {
                  ...audio.voice,
                  gender: v as BuilderAudio['voice']['gender'],
                })
              }
              compact
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                id={fieldId('audio.voice.accent')}
                label={t('fields.voiceAccent.label')}
                optionalText={t('fields.optional')}
                placeholder={t('fields.choose')}
                options={options.voiceAccents}
                value={audio.voice.accent}
                onChange={(v) => updateAudio('voice', { ...audio.voice, accent: v })}
              />
              <SelectField
                id={fieldId('audio.voice.tone')}
                label={t('fields.voiceTone.label')}
                optionalText={t('fields.optional')}
                placeholder={t('fields.choose')}
                options={options.voiceTones}
                value={audio.voice.tone}
                onChange={(v) => updateAudio('voice', { ...audio.voice, tone: v })}
              />
            </div>
            <EntryListField
              id={fieldId('audio.lines')}
              label={t('fields.lines.label')}
              listLabel={t('fields.lines.list')}
              optionalText={t('fields.optional')}
              placeholder={t('fields.lines.placeholder')}
              addLabel={t('fields.lines.add')}
              removeLabel={(entry) => t('fields.lines.remove', { entry })}
              entries={audio.lines}
              onChange={(v) => updateAudio('lines', v)}
              error={errors['audio.lines']}
              maxLength={DIALOGUE_LINE_MAX}
            />
          </fieldset>
        )}
        <TextField
          id={fieldId('audio.sync')}
          label={t('fields.sync.label')}
          optionalText={t('fields.optional')}
          placeholder={t('fields.sync.placeholder')}
          value={audio.sync}
          onChange={(v) => updateAudio('sync', v)}
          error={errors['audio.sync']}
          maxLength={FIELD_MAX}
        />
      </fieldset>
    </>
  );
}

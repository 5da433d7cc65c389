/** Writes docs/glossary-zh.md from src/domain/glossary/glossary.ts, formatted as Prettier would. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { glossaryMarkdown } from '../src/domain/glossary/glossary.ts';

const path = join(import.meta.dirname, '../docs/glossary-zh.md');
const options = await resolveConfig(path);
writeFileSync(path, await format(glossaryMarkdown(), { ...options, filepath: path }));

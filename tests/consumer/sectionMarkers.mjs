// The styled-components ids the kit's build gives each component (packages/ui/build/stableStyledIds.mjs), read from
// the kit's source. Every styled part of a section carries one in the shipped code, so a bundle that holds none of
// a section's ids holds none of its styled parts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addStableStyledIds } from '../../packages/ui/build/stableStyledIds.mjs';

const COMPONENT_ID = /componentId: '([^']+)'/g;
const NOT_SHIPPED = /\.(stories|test|fixtures)\.tsx?$/;

/**
 * @param {string} uiRoot the kit's package folder (packages/ui)
 * @param {string} folder a folder under src/, e.g. `sections/Gallery`
 * @returns {string[]} the styled ids of every shipped file in it
 */
export function styledIdsIn(uiRoot, folder) {
  const dir = path.join(uiRoot, 'src', folder);
  return readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !NOT_SHIPPED.test(file))
    .flatMap((file) => {
      const relative = path.relative(uiRoot, path.join(dir, file));
      const code = addStableStyledIds(readFileSync(path.join(dir, file), 'utf8'), relative);
      return [...code.matchAll(COMPONENT_ID)].map((match) => match[1]);
    });
}

/**
 * @param {string} uiRoot
 * @returns {Map<string, string[]>} each section's name and its styled ids
 */
export function sectionStyledIds(uiRoot) {
  const sections = readdirSync(path.join(uiRoot, 'src/sections'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
    .map((entry) => entry.name);
  return new Map(sections.map((name) => [name, styledIdsIn(uiRoot, `sections/${name}`)]));
}

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
 * The styled ids of each section and of each folder of the kit's internal parts (the shared form parts live in
 * `internal/form`), leaving out a folder with no styled part of its own (AuthForm draws only with internal parts).
 * @param {string} uiRoot
 * @returns {Map<string, string[]>} each folder under src/ (e.g. `sections/Gallery`) and its styled ids
 */
export function sectionStyledIds(uiRoot) {
  const folders = ['sections', 'internal'].flatMap((room) =>
    readdirSync(path.join(uiRoot, 'src', room), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
      .map((entry) => `${room}/${entry.name}`),
  );
  return new Map(
    folders
      .map((folder) => [folder, styledIdsIn(uiRoot, folder)])
      .filter(([, ids]) => ids.length > 0),
  );
}

import { addons } from 'storybook/manager-api';
import { storybookTheme } from '../packages/ui/src/docs/storybookTheme';

addons.setConfig({ theme: storybookTheme });

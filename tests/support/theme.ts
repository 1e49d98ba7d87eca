import { ThemeTokens } from '../../lib/clinic-api/schemas';
import { STARTER_THEME } from '../../lib/theme/starter-theme';

/** A complete ThemeTokens object for tests: the starter's own theme, parsed as the client would. */
export const testTheme = ThemeTokens.parse(STARTER_THEME);

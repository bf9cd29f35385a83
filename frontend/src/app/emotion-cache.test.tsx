import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { render } from '@testing-library/react';
import { createEmotionCache } from './emotion-cache';

/** The cache, and the rules it hands its style sheet (as the browser receives them). */
function watchedCache() {
  const cache = createEmotionCache();
  const rules: string[] = [];
  const insert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule) => {
    rules.push(rule);
    insert(rule);
  };
  return { cache, css: () => rules.join('') };
}

describe('createEmotionCache', () => {
  it('writes rules without the vendor prefixes of old browsers, but with Safari’s -webkit-user-select', () => {
    const { cache, css: insertedCss } = watchedCache();
    render(
      <CacheProvider value={cache}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          <ButtonBase>Add to Cart</ButtonBase>
        </Box>
      </CacheProvider>,
    );

    const css = insertedCss();
    expect(css).toContain('display:flex;');
    expect(css).toContain('flex-direction:column;');
    expect(css).not.toMatch(/-webkit-box|-ms-flex|-webkit-flex/);
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
  });
});

import { Grid } from './Grid';
import { renderInTheme } from '../../../test/render';

describe('Grid', () => {
  it('does lay out the given number of equal columns', () => {
    const { container } = renderInTheme(<Grid columns={3}>x</Grid>);
    expect(getComputedStyle(container.firstElementChild as Element).gridTemplateColumns).toBe(
      'repeat(3, minmax(0, 1fr))',
    );
  });

  it('does fit auto-filled columns when minItemWidth is set, ignoring columns', () => {
    const { container } = renderInTheme(
      <Grid columns={3} minItemWidth="240px">
        x
      </Grid>,
    );
    expect(getComputedStyle(container.firstElementChild as Element).gridTemplateColumns).toBe(
      'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
    );
  });
});

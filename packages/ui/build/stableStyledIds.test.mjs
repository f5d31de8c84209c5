import { addStableStyledIds } from './stableStyledIds.mjs';

const source = [
  'export const StyledCard = styled.article<{ $tone: Tone }>`color: red;`;',
  'const StyledLink = styled(Button).attrs({ size: "sm" })``;',
  'const notStyled = css`color: blue;`;',
].join('\n');

describe('addStableStyledIds', () => {
  it('does name every styled declaration after itself and its file, keeping generics and attrs', () => {
    const lines = addStableStyledIds(source, 'src/Card/Card.styles.ts').split('\n');
    expect(lines[0]).toMatch(
      /^export const StyledCard = styled\.article\.withConfig\(\{ displayName: 'StyledCard', componentId: 'StyledCard-[0-9a-f]{6}' \}\)<\{ \$tone: Tone \}>`color: red;`;$/,
    );
    expect(lines[1]).toMatch(
      /^const StyledLink = styled\(Button\)\.withConfig\(\{ displayName: 'StyledLink', componentId: 'StyledLink-[0-9a-f]{6}' \}\)\.attrs/,
    );
    expect(lines[2]).toBe('const notStyled = css`color: blue;`;');
  });

  it('does give the same id on every build and different ids in different files', () => {
    const id = (file) => addStableStyledIds(source, file).match(/componentId: '([^']+)'/)?.[1];
    expect(id('src/Card/Card.styles.ts')).toBe(id('src/Card/Card.styles.ts'));
    expect(id('src/Card/Card.styles.ts')).not.toBe(id('src/Other/Other.styles.ts'));
  });
});

import { Container, formatAccountDate, Heading, Text } from '@outpace/ui';
import styled from 'styled-components';
import { Seo } from '../components/Seo';
import { studioEmail } from '../content/contact';
import { legalPageLabels, type LegalDocument } from '../content/legal';

/**
 * `/privacy`, `/terms` and `/refunds`: one document each, prerendered and in the sitemap, linked from the footer and
 * from where a buyer decides (docs/product.md#legal-pages).
 */
export function LegalPage({ document, path }: { document: LegalDocument; path: string }) {
  return (
    <StyledPage forwardedAs="article">
      <Seo title={document.title} description={document.summary} canonical={path} />
      <StyledHeader>
        <Heading as="h1" size="lg">
          {document.title}
        </Heading>
        <Text size="lg" tone="muted">
          {document.summary}
        </Text>
        <Text size="sm" tone="muted">
          {legalPageLabels.updated}{' '}
          <time dateTime={document.updated}>{formatAccountDate(document.updated)}</time>
        </Text>
      </StyledHeader>
      {document.sections.map((section) => (
        <StyledSection key={section.heading}>
          <Heading as="h2" size="sm">
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </StyledSection>
      ))}
      <StyledSection>
        <Text>
          {legalPageLabels.questions} <a href={`mailto:${studioEmail}`}>{studioEmail}</a>.
        </Text>
      </StyledSection>
    </StyledPage>
  );
}

/** A reading column: about 70 characters a line. */
const StyledPage = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  max-width: 46rem;
  padding-block: ${({ theme }) => `${theme.space[24]} ${theme.space[16]}`};

  & a {
    color: ${({ theme }) => theme.colors.fg.accent};
    text-underline-offset: 0.2em;
  }
`;

const StyledHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

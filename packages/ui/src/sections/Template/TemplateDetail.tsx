import { forwardRef, useId, type ReactNode } from 'react';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Section, type SectionProps } from '../../primitives/Section';
import { Text } from '../../primitives/Text';
import type { ProductImage } from '../Products';
import {
  StyledBreadcrumb,
  StyledChecklist,
  StyledDetailGrid,
  StyledFacts,
  StyledIncludes,
  StyledMeta,
  StyledPrice,
  StyledShot,
} from './Template.styles';
import { CheckListIcon } from '../../icons';

/** One template as its page shows it; the site maps its data rows to this shape. */
export interface TemplateDetailModel {
  name: string;
  description: string;
  /** e.g. "SaaS" or "Portfolio". */
  pageType: string;
  /** The large thumbnail; `sources` first (AVIF before WebP). */
  image: ProductImage;
  /** The formatted price, e.g. "$29.99"; ignored when `isFree`. */
  priceLabel: string;
  isFree: boolean;
  /** The live site of the template; opens in a new tab. Without it there is no preview link. */
  previewHref?: string;
  /** The pages the template comes with. */
  pages: readonly string[];
  /** What else it includes. */
  features: readonly string[];
}

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page, the last item. */
  href?: string;
}

export interface TemplateDetailProps extends Omit<SectionProps, 'id' | 'children' | 'labelledBy'> {
  /** Anchor of the section. @default 'template' */
  id?: string;
  template: TemplateDetailModel;
  /** The trail to this page, ending with it. */
  breadcrumb: readonly BreadcrumbItem[];
  /** The get-template panel (`GetTemplatePanel`), under the description. */
  getPanel: ReactNode;
  /** Shown instead of the price for free templates. @default 'Free' */
  freeLabel?: string;
  /** @default 'Live preview' */
  previewLabel?: string;
  /** The image's `sizes`. @default about 58 % of the container on desktop, the full width below */
  sizes?: string;
}

const DEFAULT_SIZES = '(min-width: 1240px) 700px, (min-width: 1024px) 56vw, 100vw';

function Checklist({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <div>
      <Heading as="h3" size="xs">
        {heading}
      </Heading>
      <StyledChecklist>
        {items.map((item) => (
          <li key={item}>
            <CheckListIcon />
            {item}
          </li>
        ))}
      </StyledChecklist>
    </div>
  );
}

/**
 * A template's page: breadcrumb, the large thumbnail beside its name (the page's `h1`), page type, price,
 * description, the get-template panel and a live preview link, then what it includes.
 */
export const TemplateDetail = forwardRef<HTMLElement, TemplateDetailProps>(function TemplateDetail(
  {
    id = 'template',
    template,
    breadcrumb,
    getPanel,
    freeLabel = 'Free',
    previewLabel = 'Live preview',
    sizes = DEFAULT_SIZES,
    ...rest
  },
  ref,
) {
  const headingId = `${useId()}-heading`;
  const { name, description, pageType, image, priceLabel, isFree, previewHref, pages, features } =
    template;
  return (
    <Section ref={ref} id={id} labelledBy={headingId} {...rest}>
      <Container>
        <StyledBreadcrumb aria-label="Breadcrumb">
          <ol>
            {breadcrumb.map((item) => (
              <li key={item.label}>
                {item.href ? (
                  <a href={item.href}>{item.label}</a>
                ) : (
                  <span aria-current="page">{item.label}</span>
                )}
              </li>
            ))}
          </ol>
        </StyledBreadcrumb>
        <StyledDetailGrid>
          <StyledShot style={{ aspectRatio: `${image.width} / ${image.height}` }}>
            <picture>
              {image.sources?.map((source) => (
                <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
              ))}
              <img
                src={image.src}
                srcSet={image.srcSet}
                sizes={image.srcSet ? sizes : undefined}
                width={image.width}
                height={image.height}
                alt={image.alt}
                fetchPriority="high"
                decoding="async"
              />
            </picture>
          </StyledShot>
          <StyledFacts>
            <StyledMeta>
              <Badge>{pageType}</Badge>
              <StyledPrice $isFree={isFree}>{isFree ? freeLabel : priceLabel}</StyledPrice>
            </StyledMeta>
            <Heading as="h1" size="lg" id={headingId}>
              {name}
            </Heading>
            <Text size="lg" tone="muted">
              {description}
            </Text>
            {getPanel}
            {previewHref && (
              <Button
                href={previewHref}
                target="_blank"
                rel="noopener"
                variant="secondary"
                size="lg"
                aria-label={`${previewLabel} of ${name} (opens in a new tab)`}
              >
                {previewLabel}
              </Button>
            )}
          </StyledFacts>
        </StyledDetailGrid>
        {(pages.length > 0 || features.length > 0) && (
          <StyledIncludes>
            <Heading as="h2" size="md">
              What it includes
            </Heading>
            {pages.length > 0 && <Checklist heading="Pages" items={pages} />}
            {features.length > 0 && <Checklist heading="Features" items={features} />}
          </StyledIncludes>
        )}
      </Container>
    </Section>
  );
});
TemplateDetail.displayName = 'TemplateDetail';

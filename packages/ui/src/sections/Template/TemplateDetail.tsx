import { forwardRef, useId, type ReactNode } from 'react';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Picture, type ResponsiveImage } from '../../primitives/Picture';
import { Section, type SectionProps } from '../../primitives/Section';
import { Text } from '../../primitives/Text';
import {
  StyledBreadcrumb,
  StyledChecklist,
  StyledDetailGrid,
  StyledFacts,
  StyledIncludes,
  StyledLicence,
  StyledMeta,
  StyledPrice,
  StyledShot,
} from './Template.styles';
import { CheckListIcon } from '../../icons';
import { formatAccountDate } from '../../internal/formatAccountDate';
import { TemplateGallery, type TemplateGalleryLabels, type TemplateShot } from './TemplateGallery';

/** One template as its page shows it; the site maps its data rows to this shape. */
export interface TemplateDetailModel {
  name: string;
  description: string;
  /** e.g. "SaaS" or "Portfolio". */
  pageType: string;
  /** The large thumbnail; `sources` first (AVIF before WebP). */
  image: ResponsiveImage;
  /** The formatted price, e.g. "$29.99"; ignored when `isFree`. */
  priceLabel: string;
  isFree: boolean;
  /** The live site of the template; opens in a new tab. Without it there is no preview link. */
  previewHref?: string;
  /** The pages the template comes with. */
  pages: readonly string[];
  /** What else it includes. */
  features: readonly string[];
  /** Its pages on a desktop and a phone, in order; the gallery is left out without any. */
  shots: readonly TemplateShot[];
  /** The day it last changed, an ISO date (`2026-11-24`). */
  updatedOn: string;
  /** The licence's name, and where its terms and the refund rule are. */
  licence: { name: string; termsHref: string; refundsHref: string };
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
  /** Overrides for the fixed texts. */
  labels?: Partial<TemplateDetailLabels>;
  /** The image's `sizes`. @default about 58 % of the container on desktop, the full width below */
  sizes?: string;
}

/** Every fixed text of the template detail; all have defaults (`defaultTemplateDetailLabels`). */
export interface TemplateDetailLabels {
  /** Shown instead of the price for free templates. */
  free: string;
  preview: string;
  /** The preview link's accessible name, with the template's name. */
  previewTemplate: (name: string) => string;
  /** Names the breadcrumb's navigation landmark. */
  breadcrumb: string;
  includes: string;
  pages: string;
  features: string;
  updated: string;
  licence: string;
  licenceTerms: string;
  refunds: string;
  gallery?: Partial<TemplateGalleryLabels>;
}

export const defaultTemplateDetailLabels: TemplateDetailLabels = {
  free: 'Free',
  preview: 'Live preview',
  previewTemplate: (name) => `Live preview of ${name} (opens in a new tab)`,
  breadcrumb: 'Breadcrumb',
  includes: 'What it includes',
  pages: 'Pages',
  features: 'Features',
  updated: 'Updated',
  licence: 'Licence',
  licenceTerms: 'Licence terms',
  refunds: 'Refund policy',
};

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
 * description, when it was updated and its licence, the get-template panel and a live preview link, then the
 * gallery of its pages and what it includes.
 */
export const TemplateDetail = forwardRef<HTMLElement, TemplateDetailProps>(function TemplateDetail(
  {
    id = 'template',
    template,
    breadcrumb,
    getPanel,
    labels: labelOverrides,
    sizes = DEFAULT_SIZES,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultTemplateDetailLabels, ...labelOverrides };
  const headingId = `${useId()}-heading`;
  const { name, description, pageType, image, priceLabel, isFree, previewHref, pages, features } =
    template;
  const { shots, updatedOn, licence } = template;
  return (
    <Section ref={ref} id={id} labelledBy={headingId} {...rest}>
      <Container>
        <StyledBreadcrumb aria-label={labels.breadcrumb}>
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
            {/* The page's largest paint: fetched first, never lazily. */}
            <Picture image={image} sizes={sizes} loading="eager" fetchPriority="high" />
          </StyledShot>
          <StyledFacts>
            <StyledMeta>
              <Badge>{pageType}</Badge>
              <StyledPrice $isFree={isFree}>{isFree ? labels.free : priceLabel}</StyledPrice>
            </StyledMeta>
            <Heading as="h1" size="lg" id={headingId}>
              {name}
            </Heading>
            <Text size="lg" tone="muted">
              {description}
            </Text>
            <StyledLicence>
              <div>
                <dt>{labels.updated}</dt>
                <dd>
                  <time dateTime={updatedOn}>{formatAccountDate(updatedOn)}</time>
                </dd>
              </div>
              <div>
                <dt>{labels.licence}</dt>
                <dd>
                  {licence.name} · <a href={licence.termsHref}>{labels.licenceTerms}</a> ·{' '}
                  <a href={licence.refundsHref}>{labels.refunds}</a>
                </dd>
              </div>
            </StyledLicence>
            {getPanel}
            {previewHref && (
              <Button
                href={previewHref}
                target="_blank"
                rel="noopener"
                variant="secondary"
                size="lg"
                aria-label={labels.previewTemplate(name)}
              >
                {labels.preview}
              </Button>
            )}
          </StyledFacts>
        </StyledDetailGrid>
        <TemplateGallery shots={shots} labels={labels.gallery} />
        {(pages.length > 0 || features.length > 0) && (
          <StyledIncludes>
            <Heading as="h2" size="md">
              {labels.includes}
            </Heading>
            {pages.length > 0 && <Checklist heading={labels.pages} items={pages} />}
            {features.length > 0 && <Checklist heading={labels.features} items={features} />}
          </StyledIncludes>
        )}
      </Container>
    </Section>
  );
});
TemplateDetail.displayName = 'TemplateDetail';

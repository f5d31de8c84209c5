import { useSession } from '@outpace/core/auth';
import { relatedProducts, type Product } from '@outpace/core/products';
import { CheckoutNotice, GetTemplatePanel, RelatedTemplates, TemplateDetail } from '@outpace/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { BuyerTerms } from '../../components/BuyerTerms';
import { Seo } from '../../components/Seo';
import { secondPaymentNotice } from '../../content/checkout';
import { toProductCard } from '../../products/productCards';
import { templatePath } from '../../routing/templatePaths';
import { templateBreadcrumb, templateStructuredData, toTemplateDetail } from './templateModel';
import { useTemplatePanelState } from './useTemplatePanelState';

export interface TemplatePageProps {
  product: Product;
  /** The whole catalog, for the related templates. */
  products: readonly Product[];
}

/**
 * `/all-framer-templates/<slug>`: the template large, what it includes, getting it, and up to three related
 * templates; back from buying it, how the payment stands. Its metadata and structured data are the template's own; the remix link never is in them.
 */
export function TemplatePage({ product, products }: TemplatePageProps) {
  const { panel, checkout, isSecondPayment } = useTemplatePanelState(product);
  const { isLoading: isSessionPending } = useSession();
  const related = useMemo(
    () => relatedProducts(product, products).map(toProductCard),
    [product, products],
  );
  return (
    <>
      <Seo
        title={`${product.name}: ${product.page_type} Framer template`}
        description={product.description}
        canonical={templatePath(product.slug)}
        ogImage={product.thumbnail_url ?? undefined}
        ogImageSize={{ width: 640, height: 480 }}
        ogType="product"
        structuredData={templateStructuredData(product)}
      />
      <TemplateDetail
        template={toTemplateDetail(product)}
        breadcrumb={templateBreadcrumb(product)}
        getPanel={
          // Until the session is known, a visitor with a stored one sees the panel's frame, not the signed-out
          // offer (the page's inline script marks the root, see scripts/session-hint.mjs).
          <StyledSessionAware data-session-pending={isSessionPending || undefined}>
            {checkout && (
              <CheckoutNotice
                outcome={checkout}
                labels={isSecondPayment ? secondPaymentNotice : undefined}
              />
            )}
            <GetTemplatePanel
              state={panel}
              templateName={product.name}
              terms={<BuyerTerms buying="template" />}
            />
          </StyledSessionAware>
        }
      />
      <RelatedTemplates products={related} />
    </>
  );
}

const StyledSessionAware = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  html[data-stored-session] &[data-session-pending] {
    visibility: hidden;
  }
`;

import { Spinner } from '@outpace/ui';
import styled from 'styled-components';
import { routeLoadingLabel } from '../content/everyPage';

/** What a page that loads on demand shows for the moment its code is on its way (client-side navigation only). */
export function RouteLoading() {
  return (
    <StyledRouteLoading>
      <Spinner size="lg" label={routeLoadingLabel} />
    </StyledRouteLoading>
  );
}

// Roughly a page's height, so the footer does not jump up and back while the page arrives.
const StyledRouteLoading = styled.div`
  display: grid;
  place-items: center;
  min-height: 80vh;
  padding-top: ${({ theme }) => theme.space[16]};
`;

import { Breadcrumb } from '@chakra-ui/react';
import { SiteLink as RouterLink } from './site-link';
import type { SitePath } from './site-map';
import { Fragment } from 'react';
import type { Crumb } from './site-map-lookup';

/** 首页 > … > the current page, as the spec's page frames show it. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <Breadcrumb.Root aria-label="当前位置" size="sm">
      <Breadcrumb.List>
        {trail.map((crumb, index) => (
          <Fragment key={`${index}-${crumb.title}`}>
            {index > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item>
              {crumb.href && index < trail.length - 1 ? (
                <Breadcrumb.Link asChild>
                  {/* A crumb is a page of the site map itself (site-map-lookup.ts), its params already in the href. */}
                  <RouterLink to={crumb.href as SitePath}>{crumb.title}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{crumb.title}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

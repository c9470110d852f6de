import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { DesignSystemProvider } from '@strapi/design-system';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import en from '../../admin/src/translations/en.json';

/** The plugin's English messages under their admin ids (`route-discovery.<key>`). */
export const messages = Object.fromEntries(
  Object.entries(en).map(([key, value]) => [`route-discovery.${key}`, value]),
);

/** React Router v7's behaviours, opted in as the Strapi admin does, so v6 prints no warnings. */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** Renders admin UI as the admin does: translations, the design system, and a router at `url`. */
export function renderAdmin(ui: ReactNode, url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
      <IntlProvider locale="en" messages={messages}>
        <DesignSystemProvider locale="en">{ui}</DesignSystemProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
}

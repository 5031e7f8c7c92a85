import { useEffect } from 'react';

export const APP_NAME = 'School Planning';

/** Sets the browser tab's title to the page's title. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}

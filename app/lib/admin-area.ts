/**
 * The admin area's addresses: /admin and what lies below it. The area is in English and has no
 * language prefix, so /de/admin is a public address like any other (a page the site does not have).
 */
export const isAdminPath = (pathname: string): boolean => /^\/admin(\/|$)/.test(pathname);

/** The platform's operations: accounts and sign-in, packages, notifications, uploads, real time, website. */
import type { Handlers } from '../../context';
import { accountHandlers } from './account';
import { focusHandlers } from './focus';
import { providerHandlers } from './provider';
import { siteHandlers } from './site';

export const platformHandlers: Handlers = { ...providerHandlers, ...focusHandlers, ...accountHandlers, ...siteHandlers };

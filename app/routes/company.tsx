import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../pages/RouteError/RouteErrorPage';
import { guard } from './guard';

/** The company room, behind the company guard (super admins; the room opens its session on entry). */
export const companyRoutes: RouteObject[] = [
  {
    path: 'company-room',
    loader: guard('company'),
    errorElement: <RouteErrorPage />,
    lazy: async () => ({ Component: (await import('../features/company-room/CompanyRoomLayout')).CompanyRoomLayout }),
    children: [{ index: true, lazy: async () => ({ Component: (await import('../features/company-room/CompanyRoomPage')).CompanyRoomPage }) }],
  },
];

import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../pages/RouteError/RouteErrorPage';
import { guard } from './guard';

/**
 * The provider dashboard (`/provider-dashboard/...`), behind the auth guard. Each screen is its
 * own lazily loaded chunk; screens that need a staff permission add `guard('auth', permission)`.
 */
export const providerRoutes: RouteObject[] = [
  {
    path: 'provider-dashboard',
    loader: guard('auth'),
    lazy: async () => ({ Component: (await import('../features/provider-shell/ProviderLayout')).ProviderLayout }),
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/dashboard-home/HomePage')).default }) },
      { path: 'reservations', loader: guard('auth', 'reservations.view'), lazy: async () => ({ Component: (await import('../features/reservations/ReservationsPage')).default }) },
      { path: 'reservations/create', loader: guard('auth', 'reservations.manage'), lazy: async () => ({ Component: (await import('../features/reservations/CreateReservationPage')).default }) },
      { path: 'reservations/:id', loader: guard('auth', 'reservations.view'), lazy: async () => ({ Component: (await import('../features/reservations/ReservationDetailsPage')).default }) },
      { path: 'online-booking', loader: guard('auth', 'salons.manage'), lazy: async () => ({ Component: (await import('../features/online-booking/OnlineBookingPage')).default }) },
      { path: 'customer-messages', loader: guard('auth', 'salons.manage'), lazy: async () => ({ Component: (await import('../features/customer-messages/CustomerMessagesPage')).default }) },
      { path: 'clients', loader: guard('auth', 'clients.view'), lazy: async () => ({ Component: (await import('../features/clients/ClientsPage')).default }) },
      { path: 'clients/:id', loader: guard('auth', 'clients.view'), lazy: async () => ({ Component: (await import('../features/clients/ClientDetailsPage')).default }) },
      { path: 'closed-time', loader: guard('auth', 'salons.manage'), lazy: async () => ({ Component: (await import('../features/closed-time/ClosedTimePage')).default }) },
      { path: 'buffer-times', loader: guard('auth', 'buffer_times.manage'), lazy: async () => ({ Component: (await import('../features/buffer-times/BufferTimesPage')).default }) },
      {
        path: 'barbers',
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/barbers/BarbersPage')).BarbersPage }) },
          { path: 'create', loader: guard('auth', 'barbers.manage'), lazy: async () => ({ Component: (await import('../features/barbers/BarberFormPage')).BarberFormPage }) },
          { path: ':id', lazy: async () => ({ Component: (await import('../features/barbers/BarberDetailsPage')).BarberDetailsPage }) },
          { path: ':id/edit', loader: guard('auth', 'barbers.manage'), lazy: async () => ({ Component: (await import('../features/barbers/BarberFormPage')).BarberFormPage }) },
        ],
      },
      { path: 'salons', lazy: async () => ({ Component: (await import('../features/salons/SalonsPage')).SalonsPage }) },
      {
        path: 'services',
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/services/ServicesPage')).ServicesPage }) },
          { path: 'create', loader: guard('auth', 'services.manage'), lazy: async () => ({ Component: (await import('../features/services/ServiceFormPage')).ServiceFormPage }) },
          { path: ':id', lazy: async () => ({ Component: (await import('../features/services/ServiceDetailsPage')).ServiceDetailsPage }) },
          { path: ':id/edit', loader: guard('auth', 'services.manage'), lazy: async () => ({ Component: (await import('../features/services/ServiceFormPage')).ServiceFormPage }) },
        ],
      },
      { path: 'wallet', loader: guard('auth', 'wallet.view'), lazy: async () => ({ Component: (await import('../features/wallet/WalletPage')).WalletPage }) },
      { path: 'banks', loader: guard('auth', 'bank.manage'), lazy: async () => ({ Component: (await import('../features/banks/BanksPage')).BanksPage }) },
      { path: 'packages', lazy: async () => ({ Component: (await import('../features/packages-screen/PackagesPage')).PackagesPage }) },
      { path: 'notifcation', lazy: async () => ({ Component: (await import('../features/notifications-screen/NotificationsPage')).NotificationsPage }) },
      { path: 'profile', lazy: async () => ({ Component: (await import('../features/profile/ProfilePage')).ProfilePage }) },
      { path: 'profile/edit-profile', lazy: async () => ({ Component: (await import('../features/profile/EditProfilePage')).EditProfilePage }) },
      { path: 'profile/chang-pass', lazy: async () => ({ Component: (await import('../features/profile/ChangePasswordPage')).ChangePasswordPage }) },
      { path: 'admin', loader: guard('auth', 'admins.manage'), lazy: async () => ({ Component: (await import('../features/admins/AdminsPage')).AdminsPage }) },
      { path: 'admin/add', loader: guard('auth', 'admins.manage'), lazy: async () => ({ Component: (await import('../features/admins/AddAdminPage')).AddAdminPage }) },
      { path: '403', lazy: async () => ({ Component: (await import('../features/provider-shell/ForbiddenPage')).ForbiddenPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../pages/NotFound/NotFoundPage')).NotFoundPage }) },
    ],
  },
];

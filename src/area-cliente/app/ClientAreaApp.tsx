import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Toaster } from '~/components/ui/toast';
import type { Crumb } from '../components/Breadcrumb';
import { onUnauthorized } from '~/lib/api-client';
import { $location, startRouter, slugOf } from '../lib/router';
import { $attendantSession, initAttendantSession, markServiceEnded } from '../stores/attendant';
import { $menu, $user, setUser } from '../stores/user';
import type { Me, MenuEntry } from '../../lib/portal-types';
import type { QuickAccessEntry } from '../features/home/model/quick-access';
import { AreaNav, LoggedFooter, LoggedHeader, layoutStyles as styles, logout } from '../features/layout';
import { AttendantPanel } from '../features/attendance';
import { AxisOverview } from '../features/consumption-management';
import { NotificationBell } from '../features/notifications';
import { Providers } from './Providers';
import { $areaContent } from './content';
import { Router } from './Router';
import { footerInfoBar } from './footer-info';

export interface ClientAreaAppProps {
  user: Me;
  menu: MenuEntry[];
  /** Path after /area-cliente/ of the page load (server-rendered first paint). */
  initialSlug: string;
  emergencyPhone: string | null;
  /** The CMS's quick-access entries (the home page keeps the user's first 5). */
  quickAccess?: QuickAccessEntry[];
  /** The site's cookie settings button, server-rendered (Astro slot). */
  cookieSettings?: ReactNode;
}

const MENU_ID = 'area-cliente-menu';

/** The client-area island: app shell, session-wide stores and the screen router (DESIGN §6). */
export default function ClientAreaApp({
  user: initialUser,
  menu,
  initialSlug,
  emergencyPhone,
  quickAccess = [],
  cookieSettings,
}: ClientAreaAppProps) {
  // Stores are filled before the first render so screens read them during hydration.
  const seeded = useRef(false);
  if (!seeded.current) {
    seeded.current = true;
    setUser(initialUser);
    $menu.set(menu);
    $location.set({ slug: initialSlug, search: typeof location === 'undefined' ? '' : location.search });
    $attendantSession.set(initialUser.attendantSession);
    $areaContent.set({ quickAccess, emergencyPhone });
  }
  const user = useStore($user) ?? initialUser;
  const { slug } = useStore($location);
  const service = useStore($attendantSession);
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const firstRoute = useRef(true);

  useEffect(() => {
    initAttendantSession(initialUser.attendantSession);
    const stop = startRouter();
    const unsubscribe = onUnauthorized(() => {
      const here = slugOf(location.pathname) + location.search;
      location.assign(`/login?r=${encodeURIComponent(here)}`);
    });
    return () => {
      stop();
      unsubscribe();
    };
  }, [initialUser.attendantSession]);

  const entry = menu.find((e) => e.slug === slug);
  // Route changes: title and focus follow (the first paint keeps the browser's own focus).
  useEffect(() => {
    document.title = `${entry?.label ?? 'Área do cliente'} | Área do cliente Necta`;
    if (firstRoute.current) {
      firstRoute.current = false;
      return;
    }
    main.current?.focus();
  }, [slug, entry?.label]);

  const crumbs = useMemo<Crumb[]>(
    () => (slug === 'home' || !entry ? [{ label: 'Início' }] : [{ label: 'Início', href: '/area-cliente/home' }, { label: entry.label }]),
    [slug, entry],
  );

  const signOut = async () => {
    await logout().catch(() => undefined);
    markServiceEnded();
    location.assign('/login');
  };

  // Notifications depend on the account's flag and the profile's permission (spec 01 §6).
  const hasNotifications = user.notificationAccess && user.permissions.includes('notificacoes.ver');

  // The info bar (spec 01 §2.6): hidden for common access and on restricted routes; the daily
  // axes overview on gas-consumption routes, else the attendant's panel while serving.
  const infoBar = footerInfoBar(slug, user, service !== null);

  return (
    <Providers>
      <div className={styles.shell}>
        <LoggedHeader
          crumbs={crumbs}
          emergencyPhone={emergencyPhone}
          user={{ name: user.name, email: user.email, roleLabel: user.roleLabel, avatar: user.avatar }}
          passwordHref={menu.some((e) => e.slug === 'atualizar-senha') ? '/area-cliente/atualizar-senha' : undefined}
          menuOpen={menuOpen}
          menuId={MENU_ID}
          onToggleMenu={() => setMenuOpen((o) => !o)}
          onLogout={() => void signOut()}
          extra={hasNotifications ? <NotificationBell /> : undefined}
        />
        <AreaNav id={MENU_ID} entries={menu} current={slug} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main id="conteudo-area" ref={main} tabIndex={-1} className={styles.main}>
          <Router slug={slug} menu={menu} />
        </main>
        <LoggedFooter
          info={infoBar?.content === 'axis-overview' ? <AxisOverview /> : infoBar ? <AttendantPanel /> : undefined}
          infoTitle={infoBar?.content === 'axis-overview' ? 'Visão diária dos eixos' : 'Dados do atendimento'}
          width={infoBar?.width}
          cookieSettings={cookieSettings}
        />
      </div>
      <Toaster />
    </Providers>
  );
}

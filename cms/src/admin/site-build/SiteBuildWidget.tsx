import * as React from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';

/**
 * The site's last build, as the web server reports it (`GET /site-build/status`, docs/cms-admin.md
 * "The site's build"): when, ok or failed, on failure which page and block broke and why, and a
 * "Tentar novamente" that asks for a new build. A failed build leaves the last good release live.
 */
interface LastBuild {
  at: string;
  ok: boolean;
  page?: string | null;
  block?: string | null;
  blockNumber?: number | null;
  reason?: string | null;
}
interface BuildStatus {
  reachable: boolean;
  building: boolean;
  lastBuild: LastBuild | null;
}

const POLL_MS = 5_000;

const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'America/Sao_Paulo' });

export function SiteBuildWidget() {
  const { get, post } = useFetchClient();
  const [status, setStatus] = React.useState<BuildStatus | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [asked, setAsked] = React.useState(false);

  const load = React.useCallback(async () => {
    try {
      const { data } = await get<BuildStatus>('/site-build/status');
      setStatus(data);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [get]);

  React.useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  const retry = async () => {
    setAsked(true);
    try {
      // The web server answers once the build is scheduled: from then on the status says "Publicando".
      await post('/site-build/retry', {});
    } catch {
      setFailed(true);
    }
    await load();
    setAsked(false);
  };

  if (!status && !failed) return <Typography textColor="neutral600">Carregando…</Typography>;

  const last = status?.lastBuild ?? null;
  const building = Boolean(status?.building) || asked;
  let headline: string;
  let tone: 'success600' | 'danger600' | 'neutral800' = 'neutral800';
  if (failed || !status?.reachable) headline = 'Não foi possível consultar o servidor do site.';
  else if (building) headline = 'Publicando o site…';
  else if (!last) headline = 'Nenhuma publicação registrada.';
  else if (last.ok) {
    headline = 'Site publicado';
    tone = 'success600';
  } else {
    headline = 'A última publicação falhou';
    tone = 'danger600';
  }

  return (
    <Flex direction="column" alignItems="stretch" gap={3} aria-live="polite" data-testid="site-build">
      <Typography variant="omega" fontWeight="bold" textColor={tone}>
        {headline}
      </Typography>
      {last && (
        <Typography variant="pi" textColor="neutral600">
          {last.ok ? 'Publicado em ' : 'Tentativa em '}
          {when(last.at)}
        </Typography>
      )}
      {last && !last.ok && (
        <Box background="danger100" padding={3} hasRadius>
          <Flex direction="column" alignItems="stretch" gap={1}>
            {last.page && <Typography variant="pi">Página: {last.page}</Typography>}
            {last.block && (
              <Typography variant="pi">
                Bloco: {last.blockNumber ? `nº ${last.blockNumber} — ` : ''}
                {last.block}
              </Typography>
            )}
            {last.reason && <Typography variant="pi">Motivo: {last.reason}</Typography>}
            <Typography variant="pi" textColor="neutral600">
              O site continua no ar com a última publicação que deu certo.
            </Typography>
          </Flex>
        </Box>
      )}
      <Box>
        <Button variant="secondary" onClick={() => void retry()} disabled={building}>
          Tentar novamente
        </Button>
      </Box>
    </Flex>
  );
}

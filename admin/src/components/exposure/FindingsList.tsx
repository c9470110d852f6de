import { Box, Flex, Typography } from '@strapi/design-system';
import { groupBySeverity } from '../../lib/exposure';
import type { Finding } from '../../lib/types';
import { SeverityBadge } from './SeverityBadge';
import { useT } from '../../hooks/useT';

/** Findings grouped by severity (high first), each with its subject, message and remedy. */
export function FindingsList({ findings }: { findings: Finding[] }) {
  const t = useT();
  if (findings.length === 0) {
    return <Typography data-testid="exposure-no-findings">{t('exposure.noFindings')}</Typography>;
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      {groupBySeverity(findings).map((group) => (
        <Flex
          key={group.severity}
          direction="column"
          alignItems="stretch"
          gap={2}
          data-testid={`exposure-group-${group.severity}`}
        >
          <Typography variant="delta" tag="h3">
            {t(`exposure.group.${group.severity}`, { count: group.findings.length })}
          </Typography>
          {group.findings.map((finding) => (
            <Box
              key={`${finding.rule}:${finding.subject}`}
              padding={4}
              background="neutral100"
              hasRadius
              data-testid="exposure-finding"
            >
              <Flex direction="column" alignItems="flex-start" gap={1}>
                <Flex gap={2}>
                  <SeverityBadge severity={finding.severity} />
                  <Typography fontWeight="bold">{finding.rule}</Typography>
                  <Typography textColor="neutral600">{finding.subject}</Typography>
                </Flex>
                <Typography>{finding.message}</Typography>
                <Typography textColor="neutral700">
                  {t('exposure.remedy')} {finding.remedy}
                </Typography>
              </Flex>
            </Box>
          ))}
        </Flex>
      ))}
    </Flex>
  );
}

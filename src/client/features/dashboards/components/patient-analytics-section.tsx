import { Activity, CalendarDays, UserPlus, Users } from 'lucide-react';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { StatCard, StatGrid } from '#client/components/stat-card.tsx';
import { usePatientAnalytics } from '#client/features/dashboards/api/use-patient-analytics.ts';

/** The admin dashboard's patient counts by sign-in activity (SPEC §2.5). */
export function PatientAnalyticsSection() {
  const analytics = usePatientAnalytics();
  const data = analytics.data;
  return (
    <DashboardSection
      id="patient-analytics"
      title="Patient Analytics"
      description="Patients by sign-in activity."
    >
      {analytics.isError ? (
        <QueryErrorState
          title="Couldn't load patient analytics"
          error={analytics.error}
          onRetry={() => void analytics.refetch()}
        />
      ) : (
        <StatGrid>
          <StatCard label="Total Patients" value={data?.totalPatients} icon={Users} />
          <StatCard label="Active Today" value={data?.activeToday} icon={Activity} />
          <StatCard label="Active This Week" value={data?.activeThisWeek} icon={CalendarDays} />
          <StatCard
            label="New Today"
            value={data?.firstTimeLoginsToday}
            icon={UserPlus}
            hint="First sign-ins"
          />
        </StatGrid>
      )}
    </DashboardSection>
  );
}

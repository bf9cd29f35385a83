import { useVisitLogging } from './useVisitLogging';

export function VisitLogger() {
  useVisitLogging();
  return null;
}

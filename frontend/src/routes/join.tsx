import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '../features/identity/components/JoinPage';

export const Route = createFileRoute('/join')({
  component: JoinPage,
});

import { useAuth } from '@/features/auth';
import { NutritionPage } from '@/features/nutrition';

/** /nutrition: the nutrition tracker for everyone (guests keep the diary on this device). */
export default function NutritionRoute() {
  const { loading, userId } = useAuth();
  return <NutritionPage owner={loading ? undefined : userId} />;
}

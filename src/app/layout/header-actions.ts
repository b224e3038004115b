import { BookOpen, CalendarDays, User, Wine, type LucideIcon } from 'lucide-react';

export const HEADER_TEXTS = {
  title: 'Larder',
  home: 'Larder home',
  menu: 'Open menu',
  savedRecipes: 'Saved Recipes',
  profile: 'Profile',
  bar: 'Home Bar Hero',
  mealPrep: 'Meal Prep Assistant',
  admin: 'Admin Panel',
  logout: 'Logout',
  tour: 'Take the tour',
  mainNav: 'Main',
} as const;

export interface HeaderLink {
  label: string;
  to: string;
  Icon: LucideIcon;
}

export const HEADER_LINKS: readonly HeaderLink[] = [
  { label: HEADER_TEXTS.savedRecipes, to: '/saved-recipes', Icon: BookOpen },
  { label: HEADER_TEXTS.profile, to: '/profile', Icon: User },
  { label: HEADER_TEXTS.bar, to: '/bar', Icon: Wine },
  { label: HEADER_TEXTS.mealPrep, to: '/meal-prep', Icon: CalendarDays },
];

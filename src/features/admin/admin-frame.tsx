// The console's frame: the sections this account may open (the server says which), then the section.

import { callApi } from '@lib/api-client';
import {
  ADMIN_API,
  ADMIN_SECTIONS,
  type AdminSectionKey,
  sectionKeysFor,
} from '@shared/console/admin-sections';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import './admin.css';

/** GET /api/admin/sections: the keys of the sections the caller's role opens. */
export const CONSOLE_SECTIONS_API = `${ADMIN_API}/sections`;

const fetchSections = async (): Promise<AdminSectionKey[]> =>
  (await callApi<{ sections: AdminSectionKey[] }>(CONSOLE_SECTIONS_API)).sections;

export function AdminFrame({ children }: { children: ReactNode }) {
  // Until the server answers, the sections every member of the staff opens.
  const [sections, setSections] = useState<AdminSectionKey[]>(() => sectionKeysFor('moderator'));
  useEffect(() => {
    fetchSections().then(setSections, () => {});
  }, []);
  return (
    <div className="admin-frame">
      <nav className="admin-nav" aria-label="Console">
        <ul>
          {sections.map((key) => (
            <li key={key}>
              <NavLink to={ADMIN_SECTIONS[key].path} end>
                {ADMIN_SECTIONS[key].label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

export type NavIconName =
  'events' | 'broadcasts' | 'calendar' | 'analytics' | 'locations' | 'account'

// 16px outline glyphs drawn on a 24 unit grid; decorative, the link text names the view.
const PATHS: Record<NavIconName, readonly string[]> = {
  events: [
    'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.4 12 21 12 21z',
    'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  ],
  broadcasts: ['M3.5 7.5h17v11h-17z', 'M8 3.5l4 4 4-4', 'M8 21h8'],
  calendar: ['M4 5.5h16v15H4z', 'M4 10h16', 'M8.5 3v4', 'M15.5 3v4'],
  analytics: ['M4 20h16', 'M7 16.5V11', 'M12 16.5V6', 'M17 16.5v-3.5'],
  locations: ['M6.5 3.5h11v17l-5.5-4-5.5 4z'],
  account: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4.5 20.5c.8-3.6 3.8-6 7.5-6s6.7 2.4 7.5 6'],
}

export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg
      className="nav-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}

// Word lists shared by the name and title generators.

export const SURNAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Garcia', 'Wilson', 'Anderson',
  'Taylor', 'Thomas', 'Moore', 'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis',
  'Walker', 'Hall', 'Allen', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson',
  'Hill', 'Campbell', 'Mitchell', 'Roberts', 'Carter', 'Phillips', 'Evans', 'Turner', 'Parker',
  'Collins', 'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Reed',
  'Bailey', 'Bell', 'Kelly', 'Howard', 'Ward', 'Cox', 'Richardson', 'Wood', 'Watson', 'Brooks',
  'Bennett', 'Gray', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Hayes',
  'Reyes', 'Silva', 'Novak', 'Müller', 'Rossi', 'Dubois', 'Tanaka', 'Kowalski', 'Jensen', 'Larsen',
]

export const FIRST_NAMES = [
  'James', 'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Sophia', 'Mason', 'Isla',
  'Leo', 'Chloe', 'Jack', 'Grace', 'Oscar', 'Ruby', 'Henry', 'Zoe', 'Maya', 'Elijah', 'Nora', 'Caleb',
  'Jade', 'Marcus', 'Lena', 'Andre', 'Tessa', 'Diego', 'Ines', 'Kai', 'Nina', 'Felix', 'Clara', 'Omar',
  'Layla', 'Jonah', 'Hazel', 'Miles', 'Aria', 'Rosa', 'Theo', 'Iris', 'Sam', 'Billie', 'Dolly', 'Kacey',
]

export const ADJECTIVES = [
  'Blue', 'Golden', 'Silver', 'Velvet', 'Electric', 'Midnight', 'Crimson', 'Wild', 'Neon', 'Broken',
  'Silent', 'Northern', 'Lonely', 'Burning', 'Crystal', 'Hollow', 'Painted', 'Rolling', 'Scarlet',
  'Lucky', 'Copper', 'Restless', 'Paper', 'Glass', 'Black', 'White', 'Royal', 'Little', 'Brave',
]

export const NOUNS = [
  'Foxes', 'Hearts', 'Rivers', 'Wolves', 'Lanterns', 'Echoes', 'Horizons', 'Ravens', 'Tigers',
  'Shadows', 'Pilots', 'Kings', 'Saints', 'Arrows', 'Mountains', 'Strangers', 'Comets', 'Dreamers',
  'Owls', 'Sparrows', 'Giants', 'Machines', 'Bandits', 'Satellites', 'Pines', 'Tides', 'Lions',
]

export const SINGULAR_NOUNS = [
  'Room', 'Lounge', 'Door', 'Bird', 'Moon', 'Anchor', 'Crow', 'Note', 'Lantern', 'Owl', 'Fox', 'Barrel',
  'Cellar', 'Garden', 'Tavern', 'Parlor', 'Mill', 'Orchard', 'Harbor', 'Hive',
]

export const STREETS = [
  'Main St', 'Oak St', 'Maple Ave', 'Park Ave', 'Elm St', 'Washington Blvd', 'Lake St', 'Hill Rd',
  'Market St', 'Broadway', 'River Rd', 'Church St', 'High St', 'Center St', 'Pine St', 'Union Ave',
  'Station Rd', 'Harbor Blvd', 'College Ave', 'Grand Ave', 'Mill St', 'Victoria Rd', 'King St',
  'Queen St', 'Bridge St', 'Central Ave', 'Stadium Way', 'Convention Way', 'Jefferson St',
]

export const PARK_NAMES = ['Riverside', 'Central', 'Lakeside', 'Memorial', 'Victory', 'Heritage', 'Liberty', 'Founders', 'Jubilee', 'Highland']

export const SPONSORS = [
  'Summit Bank', 'Pinnacle', 'Horizon Credit Union', 'Northstar', 'Keystone', 'Atlas Energy',
  'Liberty Mutual Savings', 'Crescent', 'Evergreen', 'Beacon Health', 'Meridian', 'Cascade',
]

/** Two-letter postal abbreviations of US states (for US-style addresses). */
export const US_STATE_CODES: Readonly<Record<string, string>> = {
  Alabama: 'AL', Alaska: 'AK', Arizona: 'AZ', Arkansas: 'AR', California: 'CA', Colorado: 'CO',
  Connecticut: 'CT', Delaware: 'DE', 'District of Columbia': 'DC', Florida: 'FL', Georgia: 'GA',
  Hawaii: 'HI', Idaho: 'ID', Illinois: 'IL', Indiana: 'IN', Iowa: 'IA', Kansas: 'KS', Kentucky: 'KY',
  Louisiana: 'LA', Maine: 'ME', Maryland: 'MD', Massachusetts: 'MA', Michigan: 'MI', Minnesota: 'MN',
  Mississippi: 'MS', Missouri: 'MO', Montana: 'MT', Nebraska: 'NE', Nevada: 'NV', 'New Hampshire': 'NH',
  'New Jersey': 'NJ', 'New Mexico': 'NM', 'New York': 'NY', 'North Carolina': 'NC', 'North Dakota': 'ND',
  Ohio: 'OH', Oklahoma: 'OK', Oregon: 'OR', Pennsylvania: 'PA', 'Rhode Island': 'RI',
  'South Carolina': 'SC', 'South Dakota': 'SD', Tennessee: 'TN', Texas: 'TX', Utah: 'UT', Vermont: 'VT',
  Virginia: 'VA', Washington: 'WA', 'West Virginia': 'WV', Wisconsin: 'WI', Wyoming: 'WY',
}

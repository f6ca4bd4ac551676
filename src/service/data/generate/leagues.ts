// Major US leagues and their teams in their real home cities ("City|Region|Team"), plus the
// Premier League. The `feature` of a league is its viewership feature key suffix (spec Features).

export interface League {
  readonly key: string
  readonly label: string
  readonly sport: string
  /** Viewership feature suffix under svc_viewership_sports_. */
  readonly feature: string
  readonly country: string
  readonly venueKind: 'arena' | 'stadium'
  readonly capacity: readonly [number, number]
  /** Season as [first month, last month] (0-based; the season may wrap the new year). */
  readonly season: readonly [number, number]
  readonly homeGames: number
  /** Weekday weights Sunday first, and local start hours. */
  readonly week: readonly number[]
  readonly hours: readonly number[]
  readonly durationHours: number
  readonly teams: readonly string[]
}

const NIGHTLY = [0.9, 0.7, 0.8, 0.9, 0.8, 1, 1]

export const LEAGUES: readonly League[] = [
  {
    key: 'nba', label: 'nba', sport: 'basketball', feature: 'basketball_nba', country: 'US', venueKind: 'arena',
    capacity: [17_500, 20_500], season: [9, 3], homeGames: 41, week: NIGHTLY, hours: [19, 19.5, 20, 22], durationHours: 2.5,
    teams: [
      'Atlanta|Georgia|Atlanta Hawks', 'Boston|Massachusetts|Boston Celtics', 'Brooklyn|New York|Brooklyn Nets',
      'Charlotte|North Carolina|Charlotte Hornets', 'Chicago|Illinois|Chicago Bulls', 'Cleveland|Ohio|Cleveland Cavaliers',
      'Dallas|Texas|Dallas Mavericks', 'Denver|Colorado|Denver Nuggets', 'Detroit|Michigan|Detroit Pistons',
      'San Francisco|California|Golden State Warriors', 'Houston|Texas|Houston Rockets', 'Indianapolis|Indiana|Indiana Pacers',
      'Los Angeles|California|Los Angeles Clippers', 'Los Angeles|California|Los Angeles Lakers', 'Memphis|Tennessee|Memphis Grizzlies',
      'Miami|Florida|Miami Heat', 'Milwaukee|Wisconsin|Milwaukee Bucks', 'Minneapolis|Minnesota|Minnesota Timberwolves',
      'New Orleans|Louisiana|New Orleans Pelicans', 'New York City|New York|New York Knicks', 'Oklahoma City|Oklahoma|Oklahoma City Thunder',
      'Orlando|Florida|Orlando Magic', 'Philadelphia|Pennsylvania|Philadelphia 76ers', 'Phoenix|Arizona|Phoenix Suns',
      'Portland|Oregon|Portland Trail Blazers', 'Sacramento|California|Sacramento Kings', 'San Antonio|Texas|San Antonio Spurs',
      'Toronto|Ontario|Toronto Raptors', 'Salt Lake City|Utah|Utah Jazz', 'Washington|District of Columbia|Washington Wizards',
    ],
  },
  {
    key: 'nfl', label: 'nfl', sport: 'american-football', feature: 'american_football_nfl', country: 'US', venueKind: 'stadium',
    capacity: [62_000, 80_000], season: [8, 0], homeGames: 9, week: [1, 0.15, 0, 0, 0.15, 0, 0.05], hours: [13, 13, 16.25, 20.33], durationHours: 3.25,
    teams: [
      'Glendale|Arizona|Arizona Cardinals', 'Atlanta|Georgia|Atlanta Falcons', 'Baltimore|Maryland|Baltimore Ravens',
      'Orchard Park|New York|Buffalo Bills', 'Charlotte|North Carolina|Carolina Panthers', 'Chicago|Illinois|Chicago Bears',
      'Cincinnati|Ohio|Cincinnati Bengals', 'Cleveland|Ohio|Cleveland Browns', 'Arlington|Texas|Dallas Cowboys',
      'Denver|Colorado|Denver Broncos', 'Detroit|Michigan|Detroit Lions', 'Green Bay|Wisconsin|Green Bay Packers',
      'Houston|Texas|Houston Texans', 'Indianapolis|Indiana|Indianapolis Colts', 'Jacksonville|Florida|Jacksonville Jaguars',
      'Kansas City|Missouri|Kansas City Chiefs', 'Paradise|Nevada|Las Vegas Raiders', 'Inglewood|California|Los Angeles Chargers',
      'Inglewood|California|Los Angeles Rams', 'Miami Gardens|Florida|Miami Dolphins', 'Minneapolis|Minnesota|Minnesota Vikings',
      'Foxborough|Massachusetts|New England Patriots', 'New Orleans|Louisiana|New Orleans Saints', 'East Rutherford|New Jersey|New York Giants',
      'East Rutherford|New Jersey|New York Jets', 'Philadelphia|Pennsylvania|Philadelphia Eagles', 'Pittsburgh|Pennsylvania|Pittsburgh Steelers',
      'Santa Clara|California|San Francisco 49ers', 'Seattle|Washington|Seattle Seahawks', 'Tampa|Florida|Tampa Bay Buccaneers',
      'Nashville|Tennessee|Tennessee Titans', 'Landover|Maryland|Washington Commanders',
    ],
  },
  {
    key: 'mlb', label: 'mlb', sport: 'baseball', feature: 'baseball_mlb', country: 'US', venueKind: 'stadium',
    capacity: [25_000, 45_000], season: [3, 8], homeGames: 81, week: [1, 0.8, 1, 1, 0.9, 1, 1], hours: [13.08, 18.67, 19.08, 19.17], durationHours: 3,
    teams: [
      'Phoenix|Arizona|Arizona Diamondbacks', 'Atlanta|Georgia|Atlanta Braves', 'Baltimore|Maryland|Baltimore Orioles',
      'Boston|Massachusetts|Boston Red Sox', 'Chicago|Illinois|Chicago Cubs', 'Chicago|Illinois|Chicago White Sox',
      'Cincinnati|Ohio|Cincinnati Reds', 'Cleveland|Ohio|Cleveland Guardians', 'Denver|Colorado|Colorado Rockies',
      'Detroit|Michigan|Detroit Tigers', 'Houston|Texas|Houston Astros', 'Kansas City|Missouri|Kansas City Royals',
      'Anaheim|California|Los Angeles Angels', 'Los Angeles|California|Los Angeles Dodgers', 'Miami|Florida|Miami Marlins',
      'Milwaukee|Wisconsin|Milwaukee Brewers', 'Minneapolis|Minnesota|Minnesota Twins', 'New York City|New York|New York Mets',
      'New York City|New York|New York Yankees', 'Sacramento|California|Athletics', 'Philadelphia|Pennsylvania|Philadelphia Phillies',
      'Pittsburgh|Pennsylvania|Pittsburgh Pirates', 'San Diego|California|San Diego Padres', 'San Francisco|California|San Francisco Giants',
      'Seattle|Washington|Seattle Mariners', 'St. Louis|Missouri|St. Louis Cardinals', 'St. Petersburg|Florida|Tampa Bay Rays',
      'Arlington|Texas|Texas Rangers', 'Toronto|Ontario|Toronto Blue Jays', 'Washington|District of Columbia|Washington Nationals',
    ],
  },
  {
    key: 'nhl', label: 'nhl', sport: 'ice-hockey', feature: 'ice_hockey_nhl', country: 'US', venueKind: 'arena',
    capacity: [17_000, 19_500], season: [9, 3], homeGames: 41, week: NIGHTLY, hours: [19, 19, 19.5, 22], durationHours: 2.75,
    teams: [
      'Anaheim|California|Anaheim Ducks', 'Boston|Massachusetts|Boston Bruins', 'Buffalo|New York|Buffalo Sabres',
      'Calgary|Alberta|Calgary Flames', 'Raleigh|North Carolina|Carolina Hurricanes', 'Chicago|Illinois|Chicago Blackhawks',
      'Denver|Colorado|Colorado Avalanche', 'Columbus|Ohio|Columbus Blue Jackets', 'Dallas|Texas|Dallas Stars',
      'Detroit|Michigan|Detroit Red Wings', 'Edmonton|Alberta|Edmonton Oilers', 'Sunrise|Florida|Florida Panthers',
      'Los Angeles|California|Los Angeles Kings', 'Saint Paul|Minnesota|Minnesota Wild', 'Montreal|Quebec|Montreal Canadiens',
      'Nashville|Tennessee|Nashville Predators', 'Newark|New Jersey|New Jersey Devils', 'Elmont|New York|New York Islanders',
      'New York City|New York|New York Rangers', 'Ottawa|Ontario|Ottawa Senators', 'Philadelphia|Pennsylvania|Philadelphia Flyers',
      'Pittsburgh|Pennsylvania|Pittsburgh Penguins', 'San Jose|California|San Jose Sharks', 'Seattle|Washington|Seattle Kraken',
      'St. Louis|Missouri|St. Louis Blues', 'Tampa|Florida|Tampa Bay Lightning', 'Toronto|Ontario|Toronto Maple Leafs',
      'Salt Lake City|Utah|Utah Mammoth', 'Vancouver|British Columbia|Vancouver Canucks', 'Paradise|Nevada|Vegas Golden Knights',
      'Washington|District of Columbia|Washington Capitals', 'Winnipeg|Manitoba|Winnipeg Jets',
    ],
  },
  {
    key: 'mls', label: 'mls', sport: 'soccer', feature: 'soccer_mls', country: 'US', venueKind: 'stadium',
    capacity: [18_000, 30_000], season: [1, 9], homeGames: 17, week: [0.5, 0, 0, 0.3, 0, 0, 1], hours: [19.5, 19.5, 20, 22.5, 16], durationHours: 2,
    teams: [
      'Atlanta|Georgia|Atlanta United', 'Austin|Texas|Austin FC', 'Charlotte|North Carolina|Charlotte FC', 'Chicago|Illinois|Chicago Fire',
      'Cincinnati|Ohio|FC Cincinnati', 'Commerce City|Colorado|Colorado Rapids', 'Columbus|Ohio|Columbus Crew', 'Washington|District of Columbia|D.C. United',
      'Frisco|Texas|FC Dallas', 'Houston|Texas|Houston Dynamo', 'Carson|California|LA Galaxy', 'Los Angeles|California|Los Angeles FC',
      'Fort Lauderdale|Florida|Inter Miami', 'Saint Paul|Minnesota|Minnesota United', 'Montreal|Quebec|CF Montréal',
      'Nashville|Tennessee|Nashville SC', 'Foxborough|Massachusetts|New England Revolution', 'New York City|New York|New York City FC',
      'Harrison|New Jersey|New York Red Bulls', 'Orlando|Florida|Orlando City', 'Chester|Pennsylvania|Philadelphia Union',
      'Portland|Oregon|Portland Timbers', 'Sandy|Utah|Real Salt Lake', 'San Diego|California|San Diego FC', 'San Jose|California|San Jose Earthquakes',
      'Seattle|Washington|Seattle Sounders', 'Kansas City|Kansas|Sporting Kansas City', 'St. Louis|Missouri|St. Louis City SC',
      'Toronto|Ontario|Toronto FC', 'Vancouver|British Columbia|Vancouver Whitecaps',
    ],
  },
  {
    key: 'ncaaf', label: 'ncaa', sport: 'american-football', feature: 'american_football_ncaa_men', country: 'US', venueKind: 'stadium',
    capacity: [50_000, 107_000], season: [8, 10], homeGames: 6, week: [0, 0, 0, 0, 0.05, 0.1, 1], hours: [12, 15.5, 19.5], durationHours: 3.5,
    teams: [
      'Tuscaloosa|Alabama|Alabama Crimson Tide', 'Athens|Georgia|Georgia Bulldogs', 'Columbus|Ohio|Ohio State Buckeyes',
      'Ann Arbor|Michigan|Michigan Wolverines', 'Austin|Texas|Texas Longhorns', 'Baton Rouge|Louisiana|LSU Tigers',
      'State College|Pennsylvania|Penn State Nittany Lions', 'South Bend|Indiana|Notre Dame Fighting Irish', 'Eugene|Oregon|Oregon Ducks',
      'Norman|Oklahoma|Oklahoma Sooners', 'Clemson|South Carolina|Clemson Tigers', 'Gainesville|Florida|Florida Gators',
      'Knoxville|Tennessee|Tennessee Volunteers', 'Auburn|Alabama|Auburn Tigers', 'Los Angeles|California|USC Trojans',
      'Madison|Wisconsin|Wisconsin Badgers',
    ],
  },
  {
    key: 'ncaab', label: 'ncaa', sport: 'basketball', feature: 'basketball_ncaa_men', country: 'US', venueKind: 'arena',
    capacity: [8_000, 22_000], season: [10, 2], homeGames: 16, week: [0.6, 0.5, 1, 1, 0.6, 0.3, 1], hours: [12, 14, 19, 21], durationHours: 2.25,
    teams: [
      'Durham|North Carolina|Duke Blue Devils', 'Chapel Hill|North Carolina|North Carolina Tar Heels', 'Lexington|Kentucky|Kentucky Wildcats',
      'Lawrence|Kansas|Kansas Jayhawks', 'Storrs|Connecticut|UConn Huskies', 'Spokane|Washington|Gonzaga Bulldogs',
      'Villanova|Pennsylvania|Villanova Wildcats', 'Syracuse|New York|Syracuse Orange', 'East Lansing|Michigan|Michigan State Spartans',
      'Tucson|Arizona|Arizona Wildcats', 'Bloomington|Indiana|Indiana Hoosiers', 'West Lafayette|Indiana|Purdue Boilermakers',
      'Waco|Texas|Baylor Bears', 'Houston|Texas|Houston Cougars', 'Los Angeles|California|UCLA Bruins', 'Louisville|Kentucky|Louisville Cardinals',
    ],
  },
  {
    key: 'epl', label: 'premier-league', sport: 'soccer', feature: 'soccer', country: 'GB', venueKind: 'stadium',
    capacity: [11_000, 75_000], season: [7, 4], homeGames: 19, week: [0.7, 0.2, 0.2, 0.2, 0, 0.1, 1], hours: [12.5, 15, 15, 17.5, 20], durationHours: 2,
    teams: [
      'London|England|Arsenal', 'Birmingham|England|Aston Villa', 'Bournemouth|England|AFC Bournemouth', 'London|England|Brentford',
      'Brighton|England|Brighton & Hove Albion', 'Burnley|England|Burnley', 'London|England|Chelsea', 'London|England|Crystal Palace',
      'Liverpool|England|Everton', 'London|England|Fulham', 'Leeds|England|Leeds United', 'Liverpool|England|Liverpool',
      'Manchester|England|Manchester City', 'Manchester|England|Manchester United', 'Newcastle upon Tyne|England|Newcastle United',
      'Nottingham|England|Nottingham Forest', 'Sunderland|England|Sunderland', 'London|England|Tottenham Hotspur',
      'London|England|West Ham United', 'Wolverhampton|England|Wolverhampton Wanderers',
    ],
  },
]

/**
 * The English word lists the analyser reads ideas with. Plain sets: an idea is a sentence or
 * two, and a set look-up per word is all the speed it needs.
 */

const set = (words: string) => new Set(words.trim().split(/\s+/));

/** Action verbs in their base form. Their -s, -ed and -ing forms are derived (verbForms). */
export const VERBS = set(`
  add adjust aim arrive arch argue ask assemble awake bake balance bang bark bathe battle beat
  become begin bend bite blink bloom blossom blow board boil bounce bow break breathe brew bring
  brush bubble build burn burst buy call calm carry carve cast catch celebrate chase check cheer
  chew chop circle clap clean climb close collapse collide comb come cook count crack crash crawl
  create cross crouch crumble crush cry curl cut dance dart dash deliver descend dig dim dip
  dissolve dive drag draw dress drift drink drip drive drop dry duck dust eat emerge enter erupt
  escape examine explain explode explore face fade fall feed fight fill find finish fish flap
  flee flicker flip float flood flow flutter fly fold follow form freeze frost fry gallop gather
  gaze get give glide glow go grab graze greet grin grind grip grow hang help hide hike hit hold
  hop hover howl hug hunt hurry ignite inspect jog juggle jump kick kiss kneel knit knock land
  laugh launch lay lead lean leap learn leave lick lift light listen load look lower make march
  melt mix mold move nod notice nuzzle open orbit order paddle paint pass pause peck peel peer
  perform pet pick place plant play plunge point polish pop pounce pour practice prepare press
  pull pump punch push race rain reach read rearrange reel relax release remove repair rest
  reveal ride rinse rip rise roam roar roll rotate row rub run rush sail scatter scoop scramble
  scream scroll sculpt search season serve settle sew shake shape share sharpen shatter shave
  shine shiver shoot shout shower shrink shuffle sift sing sink sip sit skate sketch ski skid
  skip slam sleep slice slide slip smash smell smile smoke sneak sniff snow soak soar solve sort
  spark speak speed spill spin splash split spray spread sprinkle sprint squeeze stack stare
  start steam step stir stitch stomp stop storm stretch strike stroll struggle study surf
  surface swallow sway sweep swim swing swirl swoop take talk tap taste teach tear tell test
  throw tie tilt toss touch tour trace train transform travel tremble trot tumble turn twirl
  twist type unbox unfold unpack unroll unveil unwrap vanish wade wag wait wake walk wander warm
  wash watch water wave wear weave whip whirl whisk whisper whistle win wind wink wipe wobble
  work wrap wrestle write yawn zip zoom see feel meet discover spot find sear knead simmer sizzle drizzle garnish plate glaze
  froth steep crumble dunk spoon ladle flambe marinate grill roast toast scrub hammer saw weld
  drill sand varnish blend sip sow harvest milk herd shear sweat stumble limp tiptoe pace
  hesitate tremble sob weep shrug frown beam blush embrace reunite confess apologize argue
  quarrel reconcile propose marry dine feast toast applaud bow kneel pray meditate stretch
  exhale inhale swoop bloom wilt sprout drizzle condense evaporate crystallize ripple waddle
  cruise tap jog ladle billow blare knock crumple bike cheer hear rank scatter creak film
  sneeze peel glide tamp weigh hum buzz rattle scurry shuffle stagger stride trudge wobble
  flick snap wrinkle squint blink stir glance lean nod shrug tumble hurl lob serve dribble
  dunk score tackle kick pedal steer park honk zoom rev drift skid crash clash duel parry
  slash slice stab swing block dodge spar punch sway rock bop groove headbang strum pluck
  drum belt croon rap chant yell whoop giggle chuckle smirk sigh gasp groan moan howl purr
  meow bark chirp tweet caw hoot roar growl hiss coo baste doodle sear slurp devour nibble
  gulp savor savour plunge barrel sprint stalk pounce repair fix assemble demonstrate
  haggle bargain barter unload cock
`);

/** Irregular forms → base form. */
export const IRREGULAR: Record<string, string> = {
  // ("ollies over the cones": the trick's verb is ollie, not "olly".)
  ollies: 'ollie',
  ollied: 'ollie',
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  has: 'have',
  had: 'have',
  does: 'do',
  did: 'do',
  goes: 'go',
  went: 'go',
  gone: 'go',
  ran: 'run',
  flew: 'fly',
  flown: 'fly',
  swam: 'swim',
  sang: 'sing',
  sung: 'sing',
  ate: 'eat',
  eaten: 'eat',
  drank: 'drink',
  drove: 'drive',
  driven: 'drive',
  rode: 'ride',
  ridden: 'ride',
  fell: 'fall',
  fallen: 'fall',
  rose: 'rise',
  risen: 'rise',
  broke: 'break',
  broken: 'break',
  threw: 'throw',
  thrown: 'throw',
  took: 'take',
  taken: 'take',
  gave: 'give',
  given: 'give',
  came: 'come',
  sat: 'sit',
  stood: 'stand',
  held: 'hold',
  hung: 'hang',
  spun: 'spin',
  swung: 'swing',
  wove: 'weave',
  woven: 'weave',
  wrote: 'write',
  written: 'write',
  froze: 'freeze',
  frozen: 'freeze',
  shook: 'shake',
  shaken: 'shake',
  struck: 'strike',
  tore: 'tear',
  torn: 'tear',
  wore: 'wear',
  worn: 'wear',
  leapt: 'leap',
  knelt: 'kneel',
  slid: 'slide',
  sank: 'sink',
  sunk: 'sink',
  woke: 'wake',
  woken: 'wake',
  began: 'begin',
  begun: 'begin',
  caught: 'catch',
  taught: 'teach',
  brought: 'bring',
  bought: 'buy',
  built: 'build',
  made: 'make',
  cut: 'cut',
  set: 'set',
  put: 'put',
  lit: 'light',
  led: 'lead',
  left: 'leave',
  found: 'find',
  fought: 'fight',
  shot: 'shoot',
  slept: 'sleep',
  swept: 'sweep',
  split: 'split',
  spread: 'spread',
  burst: 'burst',
  hit: 'hit',
  dove: 'dive',
  drew: 'draw',
  drawn: 'draw',
  grew: 'grow',
  grown: 'grow',
  blew: 'blow',
  blown: 'blow',
  ground: 'grind',
  bit: 'bite',
  bitten: 'bite',
  hid: 'hide',
  hidden: 'hide',
  said: 'say',
  told: 'tell',
  saw: 'see',
  seen: 'see',
  felt: 'feel',
  kept: 'keep',
  met: 'meet',
  sent: 'send',
  spent: 'spend',
  stuck: 'stick',
  lay: 'lie',
  lain: 'lie',
  thought: 'think',
  heard: 'hear',
  won: 'win',
  dug: 'dig',
  fed: 'feed',
  fled: 'flee',
  flung: 'fling',
  clung: 'cling',
  rang: 'ring',
  rung: 'ring',
  sprang: 'spring',
  sprung: 'spring',
  stung: 'sting',
  strode: 'stride',
  swore: 'swear',
  shone: 'shine',
  slung: 'sling',
  spat: 'spit',
  stole: 'steal',
  stolen: 'steal',
  lent: 'lend',
  bent: 'bend',
  lost: 'lose',
  paid: 'pay',
  laid: 'lay',
  crept: 'creep',
  dealt: 'deal',
  dreamt: 'dream',
  burnt: 'burn',
  spilt: 'spill',
  learnt: 'learn',
  wept: 'weep',
  understood: 'understand',
  forgot: 'forget',
  forgotten: 'forget',
  chose: 'choose',
  chosen: 'choose',
  arose: 'arise',
  awoke: 'awake',
  became: 'become',
  overtook: 'overtake',
  knew: 'know',
  known: 'know',
  meant: 'mean',
  got: 'get',
  gotten: 'get',
  sped: 'speed',
  bled: 'bleed',
  beaten: 'beat',
  sold: 'sell',
  wound: 'wind',
  withdrew: 'withdraw',
  undid: 'undo',
  done: 'do',
  sewn: 'sew',
  shrank: 'shrink',
  shrunk: 'shrink',
  stank: 'stink',
  strung: 'string',
  forgave: 'forgive',
  hurt: 'hurt',
  cast: 'cast',
  shut: 'shut',
  let: 'let',
  quit: 'quit',
};

/** Extra base verbs that are common and irregular (not in VERBS to keep that list to actions). */
export const EXTRA_VERBS = set(
  'be have do stand set put tend shield cradle nurture tether tape lunge wince wriggle squirm seep gush bolt lure shadowbox swatch molt moult untangle disentangle squeak chalk resole flop arc twitch swish bristle wiggle waggle',
);

/** Words that can be a noun as well as a verb: read as a verb only right after the subject. */
export const NOUN_FIRST = set(`
  pan cup light watch dance play rain snow storm wave ride walk run swing kiss hug catch brush
  comb fish water shower smoke steam spark fly train tour order point frost mold press stack
  spray dust sketch test print land sail row skate ski surf circle form shape sort check type
  work plant dip cast wind tie rest cook bake race launch roll spin turn twist slide drop cut
  split set fall rise fold zoom tilt reel whip fight paint tether
`);

/** Words that end a subject phrase or an action phrase. */
export const PREPOSITIONS = set(`
  in on at with by through across over under into onto from near during while as of to for
  against along around beside between behind toward towards above below inside outside beneath
  past up down off out underneath within without amid among upon via like before after until
  about beyond despite than throughout
`);

/** Prepositions of place, not of path: a phrase they head is the setting, not the action. */
export const PLACE_PREPOSITIONS = set('in inside at within amid among beneath underneath');

export const CONJUNCTIONS = set('and or but then while as when so yet');
export const DETERMINERS = set('a an the this that these those my our your his her their its');
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  several: 3,
  many: 3,
  few: 3,
  some: 3,
  dozens: 3,
  pair: 2,
  couple: 2,
};

/** Nouns for people (singular stems; a trailing s marks the plural). */
export const PERSON_NOUNS = set(`
  master apprentice partner client patient suspect witness victim guest passenger colleague coworker roommate neighbour neighbor boss customer stranger woman man girl boy child kid baby person people sister brother mother father mom dad mum
  grandmother grandfather grandma grandpa granny aunt uncle daughter son wife husband friend
  couple family bride groom chef cook barista baker dancer singer rapper drummer guitarist
  musician band athlete runner skater surfer skier climber swimmer boxer player footballer
  cyclist rider driver pilot astronaut scientist teacher student doctor nurse farmer fisherman
  sailor soldier knight samurai ninja warrior detective spy thief worker mechanic artist
  painter potter photographer model influencer creator vlogger host presenter interviewer
  narrator traveler traveller tourist hiker monk priest king queen prince princess witch wizard
  teenager teen crowd lady gentleman guy stranger neighbour neighbor officer guard vendor
  seller shopkeeper owner craftsman carpenter tailor blacksmith gardener streamer gamer
  youtuber customer diver explorer cowboy cowgirl rancher prospector miner hunter shepherd ranger lover lovers pianist violinist conductor chemist
  engineer robot cyborg android coworker colleague roommate flatmate manager watchmaker clockmaker jeweller jeweler reporter interviewer journalist candidate salaryman salarymen barber hairdresser commuter skateboarder snowboarder biker breakdancer bboy parkour
  schoolgirl schoolboy girlfriend boyfriend businessman businesswoman babysitter nanny
  freerunner jogger sprinter gymnast archer fencer swordsman warrior barber florist chemist
  boulderer pitcher batter catcher quarterback goalkeeper striker referee coach grip gaffer
  actor actress director cameraman camerawoman operator editor dancer ballerina mime clown
  magician juggler acrobat surgeon paramedic firefighter lifeguard astronomer archaeologist
  beekeeper violinist cellist busker shepherd fisherwoman nurse teacher keeper zookeeper
  captain sergeant pirate nun poet writer waiter waitress bartender janitor courier mailman
  postman grandson granddaughter toddler suspect lawyer attorney judge witness prisoner inmate
  cop policeman policewoman sheriff agent hostage victim killer murderer intruder burglar
  veterinarian vet electrician plumber welder roofer glassblower dj seamstress sculptor weaver
  calligrapher lumberjack locksmith technician receptionist dentist tattooist cobbler butcher
  fishmonger bricklayer mason builder mountaineer skydiver paraglider kayaker rower jockey
  sorcerer sorceress mage elf dwarf hero heroine villain superhero geisha emperor empress
  swordswoman animator illustrator sommelier server doorman porter concierge housekeeper maid
  butler caretaker grandparent parent infant newborn twin pupil intern midwife pharmacist
  therapist patient villager herder herdsman angler trapper fireman medic marine cosmonaut
  stewardess alien teenager crew cashier clerk librarian tourist programmer coder hacker
  gamer streamer mom-to-be bridesmaid groomsman gondolier boatman ferryman oarsman rickshaw
  puller courier messenger backpacker trekker wanderer passerby pedestrian shopper hawker
  patron spectator wrestler gladiator viking legionary centurion cheerleader lumberjack
  bidder auctioneer chaser bagpiper piper luthier leatherworker woodworker woodcarver saddler upholsterer bookbinder
  signwriter cooper wheelwright glazier tiler plasterer stonemason farrier dog-walker walker trainer trucker cabbie ferryman boatman
`);

/** Nouns for animals (singular stems). */
export const ANIMAL_NOUNS = set(`
  cat kitten dog puppy fox wolf bear deer owl eagle hawk bird sparrow crow raven parrot penguin
  whale dolphin shark fish turtle octopus jellyfish seal otter horse pony cow sheep goat pig
  rabbit bunny hamster mouse rat squirrel hedgehog lion tiger leopard cheetah panda elephant
  giraffe zebra monkey gorilla koala kangaroo frog snake lizard dragon unicorn butterfly bee
  ant spider beetle moth swan duck goose chicken hen rooster flamingo hummingbird crab lobster
  bat camel alpaca llama corgi husky retriever tabby raccoon moose bison buffalo hare pigeon
  seagull gull heron crane stork koi salmon
  pangolin jackal hyena meerkat armadillo sloth lemur orangutan chimpanzee gorilla baboon rhino
  hippo crocodile alligator iguana gecko chameleon tortoise snail slug worm caterpillar ladybug
  dragonfly firefly scorpion puffin albatross pelican toucan peacock ostrich vulture falcon
  kingfisher woodpecker wren robin magpie badger beaver mole ferret weasel lynx cougar puma
  jaguar panther wolverine elk reindeer caribou ibex yak antelope gazelle wildebeest bull calf
  lamb foal kitten cub manatee narwhal walrus orca stingray seahorse starfish squid shrimp
  trout frogs toad newt axolotl capybara chinchilla guinea ferret
  bowerbird termite mantis cricket grasshopper cicada hornet wasp duckling gosling chick piglet
  kitty doggo pup mare stallion donkey mule ox ram ewe boar fawn stag doe owlet eaglet cygnet
  orca dugong porpoise clownfish pufferfish eel barracuda marlin tuna mackerel sardine anchovy
  jellyfish lobster prawn crayfish macaque marmot prairie chipmunk vole shrew possum opossum
  skunk porcupine tapir okapi warthog mongoose ocelot serval caracal macaw cockatoo parakeet
  budgie canary finch swallow starling lark nightingale egret ibis condor osprey kestrel
  tarantula shoebill platypus okapi quokka narwhal cuttlefish nudibranch anglerfish beagle poodle labrador dachshund terrier pug chihuahua bulldog collie greyhound
  spaniel schnauzer dalmatian rottweiler sheepdog doberman shiba akita malamute pomeranian
`);

/** Irregular plural nouns. */
export const IRREGULAR_PLURALS = set(
  'people children men women mice geese teeth feet sheep fish deer police cattle',
);

/** Words for a shot or a clip that lead an idea before its subject ("close-up of …"). */
export const LEAD_NOUNS = set(`
  shot shots close-up closeup close-ups view footage video clip film scene time-lapse timelapse
  montage loop sequence ad advert commercial explainer reel tiktok short vlog macro portrait
  tracking aerial drone pov animation cartoon story tutorial trailer teaser documentary
  interview cinemagraph slow-motion slowmo frame image picture b-roll hyperlapse flyover unboxing asmr haul review vlog podcast
  fly-through walkthrough motion slo-mo flight grwm
`);

/** Adverbs that may sit between subject and verb ("a cat slowly stretches"). */
export const ADVERBS_RE = /ly$/;

/** Pronouns as subjects. */
export const PRONOUNS: Record<string, { plural: boolean; kind: 'person' | 'viewer' }> = {
  you: { plural: true, kind: 'viewer' },
  we: { plural: true, kind: 'person' },
  i: { plural: false, kind: 'viewer' },
  she: { plural: false, kind: 'person' },
  he: { plural: false, kind: 'person' },
  they: { plural: true, kind: 'person' },
};

/** People's heads that tell a pronoun whom it stands for (she). */
export const SHE_HEADS =
  /^(?:woman|women|girl|mother|mom|mum|sister|grandmother|grandma|granny|nana|nanna|gran|mama|mommy|auntie|aunt|daughter|wife|bride|lady|queen|princess|witch|actress|waitress|schoolgirl|girlfriend|businesswoman|babysitter|nanny|ballerina|heroine|nun|mermaid|goddess|empress|duchess|hostess|priestess|sorceress|granddaughter|niece|she|\w+woman)$/;
/** People's heads that tell a pronoun whom it stands for (he). */
export const HE_HEADS =
  /^(?:man|men|boy|father|dad|brother|grandfather|grandpa|papa|daddy|uncle|son|husband|groom|gentleman|guy|king|prince|wizard|schoolboy|boyfriend|businessman|monk|priest|emperor|duke|sorcerer|grandson|nephew|he|\w+(?<!wo)man)$/;

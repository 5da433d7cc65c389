/**
 * English verbs in their base form: the analyser's lexicon. Generated once from the lexicon of
 * compromise 14 (its infinitives and the lemmas of its conjugated forms, with wrong lemmas
 * dropped), joined with the engine's own action verbs and verbs creators use in video ideas
 * (sear, baste, ollie, pant…). It is data: edit it by hand. A word that is also a common noun
 * ("light", "wave", "box") is read as a verb only where a verb can stand (english.ts).
 */
export const VERB_LIST = `
  abandon abduct abet abide abolish abort abound abscond abseil absolve absorb abuse accelerate
  accent accept access acclimate accommodate accompany accomplish accord accost account accrue
  accuse accustom ace ach ache achieve acknowledge acquiesce acquire act activate adapt add
  addict address adjourn adjust administer admit adopt adorn adsorb advance advertise advocate
  affect affiliate affix afford age agonize agonze agree aid aim air alarm alight align allege
  allot allow allude alter amalgamate amaze amble amuse analyse anchor anger animate anneal
  announce annoy annul answer anticipate apologize appeal appear appease applaud apply appoint
  appraise appreciate approach approve approximate arch architect archive argue arise arm armour
  arouse arrange arrest arrive articulate ask aspire assail assemble assert assess assign assist
  associate assume assure astonish astound attach attack attain attempt attest attract auction
  augment authorize automate avert avoid await awake award babysit back backfire baffle bail bake
  balance ban band bang bange bank bankrupt bar bargain barge bark barrel base bash baste bath
  bathe batter battle be bead beam bear beat beckon become beef befriend beg begin beguile behave
  behead behold believe belittle belong belt bend benefit bequeath bequeathe best bestow bet
  betray bewilder bewitch bias bid bide biff bike billow bind biopsy bit bitch bite black blame
  blank blare blast blaze bleed blend bless blink blitz bloat block bloom blossom blow blunt blur
  blurt blush board boast boat bob bog boggle boil bolster bomb bombard bond bone book bookkeep
  boom boost boot bop border bore borrow boss bother bottle bounce bow box boycott brake branch
  brand breach break breakdance breathe breathtake breed brew bribe bridge brighten bring
  broadcast broaden bruise brush bubble buck buckle bud budget buffer build bulk bully bump
  bundle burden burn burp burst bury bust bustle butcher butt buy buzz bypass cage cake calculate
  call calm camp cancel canoe cap captivate capture caramelise caramelize card care careen carry
  cartwheel carve cash cast catalog catch cater caulk cause caution cave caw cease celebrate
  center centralize centre certify chain chair challenge champion change channel chant char
  charge charm chart chase chat chauffeur cheat check cheer cherish chew chill chime chip chirp
  choose chop chuck chuckle circle circumvent cite claim clap clash classify clatter claw clean
  cleanse clear click climb cling clink clip clone close cloth cloud club clutch clutter coach
  coalesce coat code coerce coexist cohabit coin coincide collapse collect collide collude colour
  comb combat combine combust come comfort command commence comment commit communicate commute
  compel compete compile complain complement complete complicate comply compose compound
  compromise conceal conceive concentrate concern conclude concur condemn condense condone
  conduct confess confide configure confirm conflict conform confront confuse conglomerate
  conjugate conjure connote conquer conscript consent conserve consider consist consolidate
  conspire constitute constrain construct consult consume consummate contact contain continue
  contrast contribute control convene converge convert convey convince coo cook cool coordinate
  cope copy core correct correspond corrode corrupt cost cough counsel count counterfeit couple
  court cover crack crackle craft cramp crash crave crawl creak create credit creep cripple croon
  crane crop cross crouch crowd cruise crumble crumple crunch crush cry crystallize cube cuddle cue
  cultivate curb cure curl curtail curtsy curve customize cut cycle dab dam damage damp dampen
  dance dare darken dart dash date daunt daze dazzle deafen deal debark debate debilitate debrief
  debug debunk debut decay deceive decentralize decide decimate decipher declare decline decode
  decommission decompose decorate decouple decrease decree decry decrypt dedicate deduct deepen
  deface defeat defect defer define deflate deform defraud defuse defy degrade delay delegate
  deliberate delight delimit deliver demand demean demolish demonstrate demoralize denote
  denounce deny depart depict deplore deploy deport deposit depress derail derange derive descend
  desert deserve design desire desist detach detail determine devastate develop devolve devote
  devour diagnose dice die differ diffuse dig digest dignify dim diminish dine dip direct disable
  disappear disappoint disarm disband disburse discard discern discharge discipline disclaim
  disclose discount discourage discover discuss disgruntle disguise disgust dish dishearten
  dislike dislodge dismantle dispatch dispense disperse displace display displease dispose
  disprove dispute disrupt dissent dissolve dissuade distil distill distinguish distort distract
  distress disturb ditch dive diverge divert divest divide divorce divulge do dock doctor
  document dodge doin dol dole doodle double doubt download draft drag drain draw dream dredge
  dress drew dribble drift drill drink drip drive drizzle drop drown drum dry dub duck duel dull
  dump dunk duplicate dust dwell dwindle dye earmark earn eat echo edge edify edit educate effect
  elaborate elapse elate elect electrify elicit elucidate elude emaciate embalm embark embarrass
  embody embrace embroider embroil emerge emphasize empower empty enable enact enchant encircle
  enclose encounter encourage encroach encrypt encumber end endanger endear endorse endow endure
  energize enforce engage engender engineer engrave engulf enhance enjoy enlarge enlist enliven
  enquire enrich enrol enroll ensue ensure enter enthral entice entrain entrench entrust envelop
  envisage envision envy equip erase erupt escape eschew espouse establish estimate etch evaluate
  evaporate evoke evolve exaggerate exalt examine exasperate exceed excel exchange excite exclaim
  exclude excuse exempt exercise exert exhale exhaust exhibit exhilarate exhort exhume exist exit
  expand expect expedite expel experience experiment expire explain explode exploit explore
  export expose express expunge extend extinguish extol extract exude eye eyeball face fade fail
  faint fake fall falter fancy farm fascinate fast fasten fatten favour fear feast feature feed
  feel fence fend ferment fess fetch field fight figure file fill film filter finance find finish
  fire firm fish fix fizz fizzle flag flake flambe flap flare flash flatten flatter flavor
  flavour flee flesh flex flick flicker fling flip flirt float flock flood flow flower fluster
  flutter fly foam focus fog foil fold follow fool forbid force forecast foreclose forego foresee
  foreshadow forewarn forfeit forge forget forgive fork form format forsake forthcome forward
  foster foul fracture fragment frame franchise free freeze freshen frighten fringe frolic frost
  froth frown frustrate fry fuel fulfil fulfill function fund fundraise furnish fuss fuzz gad gag
  gain gallop game gang gange garden garnish gas gasp gate gather gaze gear geek generate gesture
  get gift giggle give glance glare glaze gleam glean glide glint glisten gloss glow glue go goof
  gossip gought govern grab grace grade graduate grant grapple grasp grate gratify graze greet
  grieve grill grin grind grip groan groom groove ground groundbreak grow growl growth gruel
  grumble guarantee guard guess guide gulp gun hack ham hammer hamper hand handle hang hanker
  happen harangue harass harbour harm harness harrow harvest hash hatch hate haunt have haze head
  headbang heal hear heartwarm heat hedge heighten help herd hesitate hide highlight hijack hike
  hinder hint hire hiss hit hoist hol hold hole hollow hone honk honor honour hook hoot hop hope
  horrify horse host house hover howl hug hum humiliate hunker hunt hurl hurry hurt hush ice idle
  ignite ignore illuminate illustrate imagine imbue immerse impact impale impart imperil impinge
  implement implode imply import impose impoverish impress imprison improve incite incline
  include incorporate increase indebt index indicate indulge infect infest inflate influence
  inform infuriate infuse ingest inhabit inhale inhibit initiate injure ink innovate inquire
  insert insist inspect inspire install instil instruct insult insure integrate intend intensify
  intent interact interest interface intern interpret interrupt interview intimidate intoxicate
  intrigue introduce intrude inundate invade invent invert invest invigorate invite invoice
  invoke involve irk iron irritate isolate issue jack jag jam jazz jingle jog join joke jot judge
  juggle juice jump justify juxtapose kayak keel keep key kick  kidnap kill kiss knead kneel
  knit knock know label labor labour lace lack ladle lag lance land languish lap lash last latch
  laugh launch launder lay leach lead leak lean leap learn lease leave lecture leech lend
  lengthen lessen let level levy license lick lie lifesave lift light lighten like limit limp
  line linger link lope liquefy liquidate list listen live liven load loan lob lobby lock lodge log
  look loosen loot lose love lower luck lump lurk lust mack madden mail maim maintain make man
  manage mandate manifest manner manoeuvre manufacture map march marinate mark marry
  marshal mash mask master match matter mature max mean meander measure meditate meet melt mend
  sync lipsync stutter tower loom mention meow merge merit mesmerize mess message milk mime mimic mimick mince mind mine mingle
  minus minuse mirror misplace miss mistake mitigate mix moan mock model moderate modify mold
  molest monitor monkey moonwalk mop morph motivate mount mourn mouth move mow msg muddle mull
  multiply mumble munch murder murmur mutter mystify nag nail name narrow navigate near need
  neglect negotiate nerd net network nibble nick nod note notice nourish nurse nurture nuzzle
  obey object obscure observe obsess obtain occupy occur offend offer offset oil ollie olly omit
  ooze open operate opine oppose oppress opt orbit order organise organize orient outgo outgrow
  outlie outline outly outnumber outpace outstand overarch overcome overlap overlook overpass
  overpower override oversee overshadow overturn overuse overwhelm ovulate owe own pace pack
  package paddle paint pair paise pale pamper pan panic pant parachute parade paraglide parallel
  paralyse parent park parry part participate party pass past paste pat patch patent patrol pause
  pave pay peacekeep peak peck peek pedal pee peel peer peg pen pencil pend perceive perfect perform
  perfume perish permeate permit perplex persevere persist persuade pervade pet phase phone
  photograph pick pig pile pilot pin pinch pine pinpoint pipe pirouette piss pit pity pivot place
  plan plant plate play plce plead pluck plug plummet plump plunge poach point poison polish poll
  pollute pool pop pore portray pose position possess post pounce pound pour pout power practice
  praise prattle pray preach precede preclude predetermine predict prefer preoccupy prepare
  present preserve press presuppose pretend prevail prevent prey price pride prime print probe
  proceed process proclaim procure prod produce profess profile program programme progress
  prohibit project prolong promise promote prompt pronounce prop propose prosper protect protest
  protrude prove provide provoke prowl prune psych publish pull pulse pump punch punish purchase
  purport purr pursuant pursue push put puzzle quack qualify quarrel quash quench question quiet
  quit quiver quote race rack radiate rage rain raise rake rally ramble range rank rant rap
  radio rappel rat rate ratify rattle rave ravish reach react reassemble read realise realize reap rearrange
  reason reassure reboot rebuff recall receive reckon reclaim recognize recommend reconcile
  record recoup recover recruit recycle redact redefine redo reduce reel refactor reference
  refinance refine reflect refocus reform refract refresh refuel refund refurbish refuse regard
  register regret regroup regulate rehearse reheat reheate reign reimburse rein reinforce reject
  rejoice rejuvenate relate relax release relent relieve relinquish relish relive reload rely
  remain remake remark remedy remember remove render rendezvouse renew renounce rent reorder
  repair repeal repeat repel rephrase replace replenish replicate reply report represent request
  require resemble resent reserve reside resign resist resolve resort respect respond rest
  restart restock restore restrain restrict restructrue restructure result resume resurface
  retire retrieve retrofit return reunite reup rev revamp reveal revel rever revere reverse
  revert review revisit revitalise revitalize revive revoke revolve reward rhyme rid ride right
  ring rinse riot rip ripen ripple rise risk rivet roam roar roast rob rock roll roof root rope
  rot rotate rough round rout route row rub ruin rule rumble run rush rust rustle sack sacrifice
  sadden safeguard sail salute sample sand satisfy saturate saunter saute save savor savour saw
  say scale scan scar scare scatter scavenge schedule school scoop scorch score scout scowl
  scramble scrape scratch scream screech screen screw scribble scroll scrub scuba sculpt scurry
  seal sear search season seat secure sedate see seed seek seem select sell send sense sentence
  separate sequester serve service set settle sever sew shack shade shake shape share sharpen
  shatter shave shear shed sheild shelter shift shimmer shine ship shiver shock shoot shop shore
  short shorten shout show shower shriek shrink shrivel shrug shuffle shun shut side sift sigh
  sign signal silence simmer simplify simulate sing single sink sip sit size sizzle skate
  skateboard sketch ski skid skip skiy skydive skyrocket slam slash slay sleep slice slick slide
  slip slit slither slope slouch slow slurp smash smear smell smile smirk smoke smolder smooth
  smoulder smuggle snake snap snatch sneak sneeze sniff snorkel snow snowboard snuggle soak soar
  sob sober solicit solve somersault sooth soothe sort sound sour sow span spar spare spark
  sparkle spawn speak specialize specify speed spell spellbind spend spice spike spill spin
  spiral spit spite splash splay splice split spoil sponsor spoof spoon spot sprawl spray spread
  spring sprinkle sprint sprout spruce spur spy squander square squat squeeze squint squish stab
  stack staff stage stagger stain stake stalk stall stammer stamp stand staple star stare start startle
  starve state stave stay steal steam steep steer stem step stereotype stew stick stiffen stifle
  stimulate sting stink stir stitch stockpile stomp stoop stop store storm straighten strain
  strangle stray stream strengthen stress stretch strew stride strike string strip strive strobe
  stroke stroll struggle strum strut study stuff stumble stump stun style sub subject sublimate
  submerge submit subside subsidize subsist subtract subvert succeed succumb suck sue suffer
  suffice suggest suit sum summarise summon supplement supply support suppose suppress surf
  surface surge surmount surpass surprise surround survey survive suspect suspend suss sustain
  swallow sway swear sweat sweep sweeten swell swim swing swipe swirl switch swoop tack tackle
  tag tailor take talk tally tamp tamper tan tangle tantalize tap target tarnish taste tax teach
  team tear tease tee tell temper tempt tender terrify test text thank thin think thread threaten
  thrill thrive throb throw thrust thud thump thunder thwart tick tide tidy tie tighten tile tilt
  time tip tiptoe tire toast toll ton tone top topple torch torture toss total touch toughen tour
  trace track trade traffic traffick train trample transact transfer transform transition
  transpire transport trap travel treat trek tremble trend tribute trick trickle trifle trigger
  trim trip trot trouble trudge trust try tuck tumble tune tunnel turn tweet twin twinkle twirl
  twist type unbox uncover undercut undergo understand undertake undervalue underwhelm undo
  unearth unfold unify unite unleash unlock unnerve unpack unplug unravel unroll unscrew unsettle
  untie unty unveil unwrap update upgrade uphold uplift upload upset urge use usher utter vacuum
  validate value vanish varnish vary vault venture verify vex vibe vibrate vie view visit
  visualize voice void volunteer vomit vote vow waddle wade wag wail wait waive wake walk wander
  want war warehouse warm warn warp warrant wash waste watch water wave wax weaken wean wear
  weather weave wed weed weep weigh weird welcome weld went wet whack wheel whip whir whirl whirr
  whisk whisper whistle whoop wick widen wield wilt wimp win wind wink wipe wire wise wish
  withdraw wither witness wobble wonder work workshop worry worsen worship worth wound wrap wreak
  wreck wrestle wring wrinkle write wrong wrought yammer yawn yearn yell yield zero zest zigzag
  zip zone zonk zoom
  nap doze snooze purr nuzzle snuggle cuddle frolic pounce prowl scamper scurry slither waddle
  kickflip grind roller-skate rollerblade ice-skate skateboard dyno unfurl unroll free-dive
  bungee-jump moonwalk breakdance rescue shove tickle thaw unzip overflow
  haul shovel hem deadhead scythe chisel whittle shuck fillet debone skewer preen forage burrow
  gnaw perch tug yank heave tow lug winch scull punt sled toboggan snowshoe busk tattoo pierce
  braid deadlift bench-press kitesurf wakeboard bodyboard scuba wingsuit paraglide belay zipline
  windsurf freedive crank cram coil swap squabble bicker scoot fiddle rummage stash hoard paw
  prance canter roost nest molt squirt chug chomp lather strop
  scrunch crinkle pucker wince grimace furrow cringe flinch sulk shudder sniffle snicker
`;

/**
 * Everyday English words the spelling corrector must leave alone ("week" is not a misspelt
 * "weak", "feel" is not "feet"). Words of under 4 letters are never corrected, so only longer
 * ones are listed.
 */
export const COMMON_WORDS = (
  'about above after again against ages ago ahead almost alone along already always another ' +
  'anything anyone anywhere appear appears area arms asked asleep away awake baby babies ' +
  'because become becoming before began begin behind believe below beside better between ' +
  'both bottle brother bought breakfast bring brought came cannot child children clear ' +
  'close cold come comes coming constantly could couple daily daughter days done down during ' +
  'each early earlier easily eaten eating either else elsewhere enough especially even evening ' +
  'every everyday everything exercise fairly family father feel feeling feelings feels felt ' +
  'female find fine first five food foods four friday from front full gave getting girl give ' +
  'goes going gone good gradually great grown half happen happened happening hard hardly have ' +
  'having here high hold holiday home hospital hour hours house however husband into itself ' +
  'keep kept kids kind know last late later least leave left less life light like likely ' +
  'little live long longer look looking looks lost made make makes male many maybe meal meals ' +
  'mean minute minutes monday month months more morning most mostly mother much must myself ' +
  'near nearly need needs never next night nights none normal normally nothing notice noticed ' +
  'now often older once only onset other others over part past people perhaps period place ' +
  'playing poorly probably quick quickly quite rather ready really recent recently right ' +
  'said same saturday school second seems seen several shift should show since single sister ' +
  'slowly small some someone something sometimes soon started starting stay still stop ' +
  'stopped such sunday take taken taking than that their them then there these they thing ' +
  'things think this those though three through thursday time times tired today together ' +
  'told took total tried tries trying tuesday twice type under until upon usual usually very ' +
  'walk walked walking want wanted warm watch water weather wednesday week weekend weeks well ' +
  'went were what when where whether which while whole wife will with within without woke woman ' +
  'women work worked working would year years yesterday young younger your yours toddler infant ' +
  'newborn teenager teen elderly grandmother grandfather patient husband son boy man lady ' +
  'since days also about around feels mild moderate usual unusual suddenly worse better ' +
  'chew chewing chewed eating drinking talking sitting standing lying sleeping playing ' +
  'running swimming lifting bending turning moving driving reading writing crying laughing ' +
  'climbing stairs gardening cooking cleaning shopping holding carrying pushing pulling ' +
  'touch touching pressing press wearing shoes clothes hair scalp forehead whole every ' +
  'stressed stress busy party drink drinks wine beer coffee meals eats food breakfast lunch dinner ' +
  'beach blink blinks blinking shiny painting paint decorating netball football rugby ' +
  'cycling bike scooter school teacher office ferry garden kitchen sleeping position funny ' +
  'sweets boxes exams worrying drinking mosquitoes mosquito spring summer autumn winter ' +
  'weather pollen field playing sitting standing table chair sister brother wipe wiped ' +
  // Places people travel to, not misspelt symptoms ("Spain" is not "sprain").
  'spain france italy greece portugal turkey india thailand egypt kenya nigeria ghana ' +
  'pakistan mexico brazil morocco abroad holiday ' +
  // Body words that are one letter from a symptom ("lashes" is not "flashes").
  'lashes eyelashes lash nephew nephews niece nieces grandson granddaughter spotty dotty'
).split(' ');

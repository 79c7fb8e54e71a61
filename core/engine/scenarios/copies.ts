// Copy effects (707, layer 1): Clone, Evil Twin, Phantasmal Image, Spark Double and the exceptions of 707.9.
// Each result is reasoned from the CR and rulings, not from running the engine.
import {
  attendedKnight,
  bloodMoon,
  clone,
  cloneText,
  dryadArbor,
  evilTwin,
  evilTwinAbility,
  evilTwinText,
  goblinGuide,
  goblinKing,
  goblinKingText,
  goyfText,
  grizzlyBears,
  humility,
  humilityText,
  mutavault,
  mutavaultText,
  phantasmalText,
  phantasmalTrigger,
  riseFromTheGraveText,
  stormbreathDragon,
  thalia,
} from './cards.ts';
import { inTimestampOrder } from './effects.ts';
import type { ExampleScenario } from './model.ts';

/** What Evil Twin's copy of Stormbreath Dragon is, and a Clone of that copy too (707.9a): the Dragon with Evil Twin's ability. */
const dragonCopiedByEvilTwin = {
  currentName: 'Stormbreath Dragon',
  typeLine: 'Creature — Dragon',
  colors: ['red'],
  power: 4,
  toughness: 4,
  abilities: [...stormbreathDragon.abilities, evilTwinAbility],
};
/** What Phantasmal Image's copy of Grizzly Bears is, and a Clone of that copy too (707.9a): a Bear Illusion with the trigger. */
const bearsCopiedByPhantasmalImage = {
  currentName: 'Grizzly Bears',
  typeLine: 'Creature — Bear Illusion',
  colors: ['green'],
  power: 2,
  toughness: 2,
  abilities: [phantasmalTrigger],
};
/** Evil Twin entering as a copy of Stormbreath Dragon. */
const evilTwinCopiesDragon = { source: 'Evil Twin', text: evilTwinText, targets: ['Stormbreath Dragon'] };

export const copiesScenarios: readonly ExampleScenario[] = [
  {
    id: 'evil-twin-turn',
    title: 'Evil Twin copying Stormbreath Dragon under Turn',
    description:
      "A copy takes only copiable values (707.2); Turn's layer 4–7 effects are not copied: Evil Twin is a 4/4 red Dragon with flying, " +
      'haste and protection from white.',
    scenario: {
      objects: [stormbreathDragon, evilTwin],
      effects: inTimestampOrder(
        {
          source: 'Turn',
          text: 'Until end of turn, target creature loses all abilities and becomes a red Weird with base power and toughness 0/1.',
          targets: ['Stormbreath Dragon'],
        },
        evilTwinCopiesDragon,
      ),
    },
    expected: {
      'Evil Twin': dragonCopiedByEvilTwin,
      'Stormbreath Dragon': { typeLine: 'Creature — Weird', colors: ['red'], abilities: [], power: 0, toughness: 1 },
    },
  },
  {
    id: 'clone-chimeric-staff',
    title: 'Clone copying an animated Chimeric Staff',
    description: 'The animation is not copiable (707.2): Clone becomes a noncreature Artifact named Chimeric Staff with its ability.',
    scenario: {
      objects: [
        {
          name: 'Chimeric Staff',
          typeLine: 'Artifact',
          abilities: ['{X}: This artifact becomes an X/X Construct artifact creature until end of turn.'],
        },
        clone,
      ],
      effects: inTimestampOrder(
        { source: 'Chimeric Staff', text: 'This artifact becomes a 3/3 Construct artifact creature until end of turn.' },
        { source: 'Clone', text: 'This creature enters as a copy of target artifact.', targets: ['Chimeric Staff'] },
      ),
    },
    expected: {
      'Chimeric Staff': { typeLine: 'Artifact Creature — Construct', power: 3, toughness: 3 },
      Clone: {
        currentName: 'Chimeric Staff',
        typeLine: 'Artifact',
        power: null,
        toughness: null,
        colors: [],
        abilities: ['{X}: This artifact becomes an X/X Construct artifact creature until end of turn.'],
      },
    },
  },
  {
    id: 'clone-mutavault',
    title: 'Clone copying an animated Mutavault',
    description: 'The animation is not copiable (707.2): Clone is a noncreature Land named Mutavault with its two abilities (seed 004).',
    scenario: {
      objects: [mutavault, clone],
      effects: inTimestampOrder({ source: 'Mutavault', text: mutavaultText }, { source: 'Clone', text: cloneText, targets: ['Mutavault'] }),
    },
    expected: {
      Mutavault: { cardTypes: ['Land', 'Creature'], allCreatureTypes: true, power: 2, toughness: 2 },
      Clone: { currentName: 'Mutavault', typeLine: 'Land', colors: [], power: null, toughness: null, abilities: mutavault.abilities },
    },
  },
  {
    id: 'clone-rise-from-the-grave',
    title: 'Clone copying an Attended Knight made a black Zombie by Rise from the Grave',
    description:
      'Type- and color-changing effects are not copied (707.2): Clone is a white Creature — Human Knight 2/2 with first strike, not ' +
      'black and not a Zombie.',
    scenario: {
      // The Knight's token trigger is left out: it plays no part here.
      objects: [{ ...attendedKnight, abilities: ['First strike'] }, clone],
      effects: inTimestampOrder(
        { source: 'Rise from the Grave', text: riseFromTheGraveText, targets: ['Attended Knight'] },
        { source: 'Clone', text: cloneText, targets: ['Attended Knight'] },
      ),
    },
    expected: {
      'Attended Knight': { subtypes: ['Human', 'Knight', 'Zombie'], colors: ['white', 'black'] },
      Clone: {
        currentName: 'Attended Knight',
        typeLine: 'Creature — Human Knight',
        colors: ['white'],
        abilities: ['First strike'],
        power: 2,
        toughness: 2,
      },
    },
  },
  {
    id: 'clone-dryad-arbor-blood-moon',
    title: 'Clone copying Dryad Arbor under Blood Moon',
    description:
      'The copy takes the printed Forest (707.2), then Blood Moon applies to the copy in its own right, a nonbasic land (305.7): both ' +
      'are Land Creature — Mountain Dryad.',
    scenario: {
      objects: [dryadArbor, clone],
      effects: inTimestampOrder(bloodMoon, { source: 'Clone', text: cloneText, targets: ['Dryad Arbor'] }),
    },
    expected: {
      'Dryad Arbor': { typeLine: 'Land Creature — Mountain Dryad', abilities: ['{T}: Add {R}.'] },
      Clone: {
        currentName: 'Dryad Arbor',
        typeLine: 'Land Creature — Mountain Dryad',
        colors: ['green'],
        abilities: ['{T}: Add {R}.'],
        power: 1,
        toughness: 1,
      },
    },
  },
  {
    id: 'phantasmal-image-then-clone',
    title: 'Phantasmal Image copying Grizzly Bears, then Clone copying the Image',
    description:
      "The Image's exception is part of its copiable values (707.9a, 707.9b): it is a green Grizzly Bears, Creature — Bear Illusion " +
      '2/2 with the sacrifice trigger. Clone copies those values, exception included (707.2), so it is a Bear Illusion with the ' +
      "trigger too; its copy depends on the Image's (613.8a).",
    scenario: {
      objects: [
        grizzlyBears,
        { name: 'Phantasmal Image', typeLine: 'Creature — Illusion', power: 0, toughness: 0, colors: ['blue'] },
        clone,
      ],
      effects: [
        {
          source: 'Clone',
          text: 'This creature enters as a copy of a creature on the battlefield.',
          order: 2,
          targets: ['Phantasmal Image'],
        },
        { source: 'Phantasmal Image', text: phantasmalText, order: 1, targets: ['Grizzly Bears'] },
      ],
    },
    expected: {
      'Phantasmal Image': { ...bearsCopiedByPhantasmalImage, rules: ['707.9a', '707.9b'] },
      Clone: { ...bearsCopiedByPhantasmalImage, why: ['depends on Phantasmal Image because'] },
    },
  },
  {
    id: 'spark-double-legendary',
    title: 'Spark Double copying a legendary creature',
    description:
      '"It isn\'t legendary" modifies the copiable values (707.9b): Spark Double is a Thalia, Guardian of Thraben that is a ' +
      'nonlegendary Creature — Human Soldier, so the legend rule (704.5j) does not apply. Its extra +1/+1 counter is a replacement ' +
      'effect as it enters (614.1c), which the simulator names in a warning instead of applying.',
    scenario: {
      objects: [thalia, { name: 'Spark Double', typeLine: 'Creature — Illusion', power: 0, toughness: 0, colors: ['blue'] }],
      effects: inTimestampOrder({
        source: 'Spark Double',
        text:
          'You may have this creature enter as a copy of a creature or planeswalker you control, except it enters with an ' +
          "additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if it's a " +
          "planeswalker, and it isn't legendary.",
        targets: ['Thalia, Guardian of Thraben'],
      }),
    },
    expected: {
      'Spark Double': {
        currentName: 'Thalia, Guardian of Thraben',
        typeLine: 'Creature — Human Soldier',
        supertypes: [],
        colors: ['white'],
        power: 2,
        toughness: 1,
        abilities: ['First strike', 'Noncreature spells cost {1} more to cast.'],
        rules: ['707.9b'],
      },
      'Thalia, Guardian of Thraben': { typeLine: 'Legendary Creature — Human Soldier' },
    },
  },
  {
    id: 'helm-of-the-host-token',
    title: 'Helm of the Host: a token copy of a legendary creature',
    description:
      '"Except the token isn\'t legendary" modifies the token\'s copiable values (707.9b), so the legend rule (704.5j) keeps both; ' +
      '"That token gains haste" is a layer-6 effect, not a copiable value, so a Clone of the token would be a nonlegendary Thalia ' +
      "without haste (707.2). The token is the effect's source.",
    scenario: {
      objects: [thalia, { name: 'Helm of the Host token', typeLine: 'Creature', token: true, power: 0, toughness: 0 }, clone],
      effects: inTimestampOrder(
        {
          source: 'Helm of the Host token',
          text: "Create a token that's a copy of equipped creature, except the token isn't legendary. That token gains haste.",
          targets: ['Thalia, Guardian of Thraben'],
        },
        { source: 'Clone', text: 'This creature enters as a copy of a creature on the battlefield.', targets: ['Helm of the Host token'] },
      ),
    },
    expected: {
      'Helm of the Host token': {
        currentName: 'Thalia, Guardian of Thraben',
        typeLine: 'Creature — Human Soldier',
        colors: ['white'],
        power: 2,
        toughness: 1,
        abilities: [...thalia.abilities, 'Haste'],
        rules: ['707.9b', '613.1f'],
      },
      Clone: {
        currentName: 'Thalia, Guardian of Thraben',
        typeLine: 'Creature — Human Soldier',
        abilities: ['First strike', 'Noncreature spells cost {1} more to cast.'],
      },
      'Thalia, Guardian of Thraben': {
        typeLine: 'Legendary Creature — Human Soldier',
        abilities: ['First strike', 'Noncreature spells cost {1} more to cast.'],
      },
    },
  },
  {
    id: 'quicksilver-gargantuan-tarmogoyf-707-9d',
    title: "707.9d's example: Quicksilver Gargantuan copying Tarmogoyf",
    description:
      "The exception gives P/T values, so Tarmogoyf's characteristic-defining ability for P/T is not copied (707.9d): the Gargantuan " +
      'is a 7/7 Tarmogoyf without that ability, and the CDA listed for it does not apply. Here three card types are in graveyards, ' +
      'so Tarmogoyf is 3/4.',
    scenario: {
      objects: [
        { name: 'Tarmogoyf', typeLine: 'Creature — Lhurgoyf', power: 0, toughness: 1, colors: ['green'], abilities: [goyfText] },
        { name: 'Quicksilver Gargantuan', typeLine: 'Creature — Shapeshifter', power: 7, toughness: 7, colors: ['blue'] },
      ],
      effects: [
        {
          source: 'Tarmogoyf',
          text: goyfText,
          structured: { clauses: [{ affects: 'this creature', parts: [{ op: 'setPT', power: 3, toughness: 4 }] }] },
          order: 1,
          characteristicDefining: true,
        },
        {
          source: 'Quicksilver Gargantuan',
          text: "You may have this creature enter as a copy of any creature on the battlefield, except it's 7/7.",
          order: 2,
          targets: ['Tarmogoyf'],
        },
        {
          source: 'Quicksilver Gargantuan',
          text: goyfText,
          structured: { clauses: [{ affects: 'this creature', parts: [{ op: 'setPT', power: 3, toughness: 4 }] }] },
          order: 3,
          characteristicDefining: true,
        },
      ],
    },
    expected: {
      'Quicksilver Gargantuan': {
        currentName: 'Tarmogoyf',
        typeLine: 'Creature — Lhurgoyf',
        colors: ['green'],
        abilities: [],
        power: 7,
        toughness: 7,
        rules: ['707.9b', '707.9d'],
        why: ['no longer has the ability'],
      },
      Tarmogoyf: { power: 3, toughness: 4 },
    },
  },
  {
    id: 'clone-goblin-king-humility',
    title: 'Clone copying Goblin King, then Humility',
    description:
      'Clone copies Goblin King\'s ability (707.2), so its "Other Goblins get +1/+1" is a static ability of Clone. Humility removes ' +
      "every creature's abilities in layer 6, before either +1/+1 would apply in 7c, and an effect from a static ability that its " +
      'source has lost does not apply (613.8a(b)): every creature is 1/1 with no abilities.',
    scenario: {
      objects: [goblinKing, clone, goblinGuide, { name: 'Humility', typeLine: 'Enchantment', abilities: [humilityText] }],
      effects: inTimestampOrder(
        goblinKing,
        {
          source: 'Clone',
          text: 'You may have this creature enter as a copy of any creature on the battlefield.',
          targets: ['Goblin King'],
        },
        { source: 'Clone', text: goblinKingText },
        humility,
      ),
    },
    expected: {
      Clone: {
        currentName: 'Goblin King',
        abilities: [],
        power: 1,
        toughness: 1,
        why: ['no longer has the ability that generates it'],
        rules: ['613.8a'],
      },
      'Goblin Guide': { abilities: [], power: 1, toughness: 1 },
      'Goblin King': { abilities: [], power: 1, toughness: 1 },
    },
  },
  {
    id: 'clone-copies-evil-twin',
    title: 'Clone copying Evil Twin that copied Stormbreath Dragon',
    description:
      "The exception of a copy effect is part of the copiable values (707.9a), and Clone's copy depends on Evil Twin's (613.8a: it " +
      "changes what Clone copies): Clone is a Stormbreath Dragon with Evil Twin's added ability.",
    scenario: {
      objects: [stormbreathDragon, evilTwin, clone],
      effects: inTimestampOrder(evilTwinCopiesDragon, { source: 'Clone', text: cloneText, targets: ['Evil Twin'] }),
    },
    expected: {
      Clone: {
        ...dragonCopiedByEvilTwin,
        why: ['depends on Evil Twin because'],
        rules: ['707.2'],
      },
    },
  },
];

// One choice among a few, kept in this browser's localStorage under `key` (the theme, the export
// theme): a stored value that is not one of the choices (an older version, a hand edit) is
// ignored, so the default stands.
import { createStore } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

export interface ChoiceState<C extends string> {
  readonly choice: C
  readonly setChoice: (choice: C) => void
}

export function choiceStore<C extends string>(key: string, choices: readonly C[], initial: C) {
  const isChoice = (value: unknown): value is C => choices.some((choice) => choice === value)
  return createStore<ChoiceState<C>>()(
    persist(
      (set) => ({
        choice: initial,
        setChoice: (choice) => {
          set({ choice })
        },
      }),
      {
        name: key,
        version: 1,
        storage: createJSONStorage(() => localStorage),
        partialize: ({ choice }) => ({ choice }),
        merge: (persisted, current) => {
          const choice =
            persisted && typeof persisted === 'object' && 'choice' in persisted
              ? persisted.choice
              : undefined
          return isChoice(choice) ? { ...current, choice } : current
        },
      },
    ),
  )
}

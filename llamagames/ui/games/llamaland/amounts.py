"""Counted goods in words with the right plural: "1 potato", "2 potatoes", "2 corn", "1 coin".

Corn and cacao are counted like mass nouns in English ("2 corn"); potatoes and coins take a
plural. Japanese counts all of them with a counter word (the catalogue's "{count} {crop}").
"""

from __future__ import annotations

from ....i18n import t
from ....rules.llamaland.components import CROP_NAMES, POTATO

PLURAL_CROPS = {POTATO: "potatoes"}
"""The crops whose English name changes past one."""


def crop_word(crop: str, count: int) -> str:
    """The crop's name as it reads after ``count``: "potato", "potatoes", "corn"."""
    if count != 1 and crop in PLURAL_CROPS:
        return t(PLURAL_CROPS[crop])
    return t(CROP_NAMES[crop])


def crop_amount(crop: str, count: int) -> str:
    """"2 potatoes", "1 cacao" (Japanese: "ジャガイモ2個")."""
    return t("{count} {crop}", count=count, crop=crop_word(crop, count))


def coin_amount(count: int) -> str:
    """"1 coin", "3 coins"."""
    return t("{count} coin", count=count) if count == 1 else t("{count} coins", count=count)


__all__ = ["coin_amount", "crop_amount", "crop_word"]

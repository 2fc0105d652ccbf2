//! USI: serving the bot to GUIs (`engine`) and driving external engines (`client`).
